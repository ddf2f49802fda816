// `npm run ops`: the ops console's operators from the command line, over the same store (the
// first admin is made here). Exit status 0 done, 1 refused, 2 a wrong command line.
import type { SiteStore } from '../state/site-store';
import {
  addOperator,
  changePassword,
  changeRole,
  removeOperator,
  type AccountProblem,
  type AccountResult,
} from './ops-accounts';
import { MIN_PASSWORD_LENGTH } from './ops-password';
import { OPERATOR_ROLES } from './ops-roles';

export interface OpsCommandContext {
  store: SiteStore;
  /** the password of `add` and `password`: PARLOR_OPS_PASSWORD, else one line of stdin */
  readPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  now?(): Date;
  /** who runs the command (PARLOR_OPERATOR, else the system's user): the audit log names them */
  operator?: string;
}

const ROLES = OPERATOR_ROLES.join('|');
const VERBS: Array<[string, string]> = [
  [`add <name> <${ROLES}>`, 'a new operator (password: PARLOR_OPS_PASSWORD or stdin)'],
  [`role <name> <${ROLES}>`, "change an operator's role (a demotion ends their sessions)"],
  ['password <name>', 'set a new password (their sessions end)'],
  ['remove <name>', 'remove an operator (their sessions end)'],
  ['list', 'the operators, their roles and since when'],
];
const WIDTH = Math.max(...VERBS.map(([verb]) => verb.length));
export const OPS_USAGE = [
  'usage: npm run ops -- <command>',
  ...VERBS.map(([verb, what]) => `  ${verb.padEnd(WIDTH)}  ${what}`),
].join('\n');

const PROBLEMS: Record<AccountProblem, string> = {
  bad_name: 'a name is 2 to 40 letters, digits, ".", "_" or "-", starting with a letter or digit',
  bad_role: `a role is one of ${OPERATOR_ROLES.join(', ')}`,
  too_short: `a password has at least ${MIN_PASSWORD_LENGTH} characters`,
  too_long: 'a password has at most 1024 characters',
  name_taken: 'an operator of that name exists already',
  unknown_operator: 'there is no operator of that name',
  company_account: 'a company account signs in at its provider and has no password here',
};

function report(ctx: OpsCommandContext, result: AccountResult, done: string): number {
  if (result.ok) {
    ctx.out(done);
    return 0;
  }
  ctx.err('Refused: nothing was changed.');
  for (const problem of result.problems) ctx.err(`  - ${PROBLEMS[problem]}`);
  return 1;
}

const ARITY: Record<string, number> = { add: 3, role: 3, password: 2, remove: 2, list: 1 };

/** What is wrong with the command line ('' when nothing is named); null: it is a command. */
export function usageProblem(argv: readonly string[]): string | null {
  const [verb] = argv;
  if (!verb) return '';
  if (!Object.hasOwn(ARITY, verb)) return `unknown command: ${verb}`;
  return argv.length === ARITY[verb] ? null : `wrong arguments for ${verb}`;
}

async function run(argv: readonly string[], ctx: OpsCommandContext): Promise<number> {
  const problem = usageProblem(argv);
  if (problem !== null) {
    if (problem) ctx.err(problem);
    ctx.err(OPS_USAGE);
    return 2;
  }
  const [verb, name, role] = argv;
  const { store } = ctx;
  const by = ctx.operator ?? 'command line';
  switch (verb) {
    case 'list': {
      const operators = await store.operators.list();
      if (operators.length === 0) {
        ctx.out('no operators yet: npm run ops -- add <name> admin');
        return 0;
      }
      const width = Math.max(4, ...operators.map((o) => o.name.length));
      ctx.out(`${'name'.padEnd(width)}  ${'role'.padEnd(15)}  since`);
      for (const o of operators)
        ctx.out(`${o.name.padEnd(width)}  ${o.role.padEnd(15)}  ${o.createdAt}`);
      return 0;
    }
    case 'add': {
      const password = await ctx.readPassword();
      const result = await addOperator(
        store,
        { name, role, password },
        ctx.now?.() ?? new Date(),
        by,
      );
      return report(ctx, result, `added ${name} as ${role}`);
    }
    case 'role':
      return report(ctx, await changeRole(store, name!, role, by), `${name} is now ${role}`);
    case 'password': {
      const password = await ctx.readPassword();
      return report(
        ctx,
        await changePassword(store, name!, password, by),
        `new password set for ${name}`,
      );
    }
    default:
      return report(ctx, await removeOperator(store, name!, by), `removed ${name}`);
  }
}

/** Runs one command; a store that does not answer is status 1 with a sentence, not a trace. */
export async function runOpsCommand(
  argv: readonly string[],
  ctx: OpsCommandContext,
): Promise<number> {
  try {
    return await run(argv, ctx);
  } catch (error) {
    ctx.err(
      `The site's database is not answering: nothing was changed. (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
}
