// `npm run remotes -- status | set | rollback | canary | promote | abort | preview | health`:
// which build of each remote each casino, or a share of its visitors, loads. The words are read
// here; the operations themselves are the ops console's too (operations/remote-operations.ts).
// The operator's guide is docs/deploying.md.
import type { OperationContext, OperationResult } from '../operations/operation-types';
import {
  abortCanary,
  casinoOverview,
  createPreview,
  endPreview,
  promoteCanary,
  rollbackRemote,
  setRemote,
  startCanary,
} from '../operations/remote-operations';
import {
  ask,
  refusal,
  StoreUnavailable,
  UNAVAILABLE_MESSAGE,
} from '../operations/operation-results';
import { runHealth } from '../telemetry/health-command';

export interface RemotesCommandContext {
  ops: OperationContext;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = `usage: npm run remotes -- status
       npm run remotes -- set <casino> <remote> <release | url | default>
       npm run remotes -- rollback <casino> <remote>
       npm run remotes -- canary <casino> <remote> <release> <percent 1-99>
       npm run remotes -- promote <casino> <remote>
       npm run remotes -- abort <casino> <remote>
       npm run remotes -- preview <casino> <remote> <release> [--hours 4] [--site <url>]
       npm run remotes -- preview list [casino]
       npm run remotes -- preview end <id>
       npm run remotes -- health [casino] [--since 15m]
       npm run remotes -- audit [casino]`;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

async function status(ctx: RemotesCommandContext): Promise<number> {
  const rows: string[][] = [['casino', 'remote', 'release or URL', 'set at', 'by']];
  const canaries: string[] = [];
  const releases = new Map<string, string[]>();
  for (const casino of ctx.ops.casinos) {
    const overview = await casinoOverview(ctx.ops, casino);
    for (const remote of overview.remotes) {
      rows.push([
        casino,
        remote.name,
        remote.target ?? `default (${remote.dir}/dist)`,
        remote.setAt ?? '-',
        remote.setBy ?? '-',
      ]);
      const { canary } = remote;
      if (canary)
        canaries.push(
          `canary: ${casino} ${remote.name} ${canary.release} at ${canary.percent}% since ${canary.startedAt} by ${canary.by}`,
        );
      releases.set(remote.name, remote.releases);
    }
  }
  table(rows).forEach((line) => ctx.out(line));
  canaries.forEach((line) => ctx.out(line));
  for (const [remote, names] of releases)
    if (names.length) ctx.out(`${remote} releases: ${names.join(', ')}`);
  return 0;
}

/** The audit log, oldest first, one JSON object a line (as the log file of earlier sites was). */
async function printAudit(ctx: RemotesCommandContext, casino: string | undefined): Promise<number> {
  if (casino !== undefined && !ctx.ops.casinos.includes(casino)) {
    ctx.err(`unknown casino "${casino}": one of ${ctx.ops.casinos.join(', ')}`);
    return 2;
  }
  const entries = await ask(() => ctx.ops.store.audit(casino ? { casino } : {}));
  for (const entry of entries) ctx.out(JSON.stringify(entry));
  return 0;
}

/** The live preview links with their ids (to end one: preview end <id>). */
async function listPreviews(
  ctx: RemotesCommandContext,
  casino: string | undefined,
): Promise<number> {
  if (casino !== undefined && !ctx.ops.casinos.includes(casino)) {
    ctx.err(`unknown casino "${casino}": one of ${ctx.ops.casinos.join(', ')}`);
    return 2;
  }
  const previews = await ask(() => ctx.ops.store.previews(ctx.ops.now(), casino));
  if (previews.length === 0) {
    ctx.out('no live preview links');
    return 0;
  }
  const rows = [['id', 'casino', 'remote', 'release', 'until', 'by']];
  for (const p of previews) rows.push([p.id ?? '-', p.casino, p.remote, p.release, p.until, p.by]);
  table(rows).forEach((line) => ctx.out(line));
  return 0;
}

/** The answer as the command prints it; its exit code (2: bad words, 1: refused). */
function report(ctx: RemotesCommandContext, result: OperationResult): number {
  if (result.ok) {
    ctx.out(result.message);
    if (result.link) {
      ctx.out(result.link);
      ctx.out("Open it on the casino's own address; it changes nothing for any other browser.");
    }
    return 0;
  }
  ctx.err(result.message);
  for (const problem of result.problems) ctx.err(`  - ${problem}`);
  if (result.kind === 'invalid') {
    ctx.err(USAGE);
    return 2;
  }
  return 1;
}

/** `--hours` and `--site` after a preview's release: the values, or an error sentence. */
function previewWords(words: readonly string[]): { hours?: number; site?: string } | string {
  const options: { hours?: number; site?: string } = {};
  for (let i = 0; i < words.length; i += 2) {
    const [name, value] = [words[i], words[i + 1]];
    if (value === undefined) return `${name} needs a value`;
    if (name === '--hours') options.hours = Number(value);
    else if (name === '--site') options.site = value;
    else return `unknown option ${name}`;
  }
  return options;
}

/** The verbs that name a casino and a remote, with how many words each takes. */
const ARITY: Record<string, number> = { set: 4, rollback: 3, canary: 5, promote: 3, abort: 3 };

async function operate(argv: readonly string[], ctx: RemotesCommandContext): Promise<number> {
  const [command, casino = '', remote = '', word = ''] = argv;
  const { ops } = ctx;
  switch (command) {
    case 'set':
      return report(ctx, await setRemote(ops, { casino, remote, target: word }));
    case 'rollback':
      return report(ctx, await rollbackRemote(ops, { casino, remote }));
    case 'canary':
      return report(
        ctx,
        await startCanary(ops, { casino, remote, release: word, percent: argv[4] ?? '' }),
      );
    case 'promote':
      return report(ctx, await promoteCanary(ops, { casino, remote }));
    case 'abort':
      return report(ctx, await abortCanary(ops, { casino, remote }));
    case 'preview': {
      const options = previewWords(argv.slice(4));
      if (typeof options === 'string') {
        ctx.err(options);
        return 2;
      }
      return report(ctx, await createPreview(ops, { casino, remote, release: word, ...options }));
    }
  }
  ctx.err(USAGE);
  return 2;
}

export async function runRemotesCommand(
  argv: readonly string[],
  ctx: RemotesCommandContext,
): Promise<number> {
  const [command] = argv;
  try {
    if (command === 'status' && argv.length === 1) return await status(ctx);
    if (command === 'audit' && argv.length <= 2) return await printAudit(ctx, argv[1]);
    if (command === 'preview' && argv[1] === 'list' && argv.length <= 3)
      return await listPreviews(ctx, argv[2]);
    if (command === 'preview' && argv[1] === 'end' && argv.length === 3)
      return report(ctx, await endPreview(ctx.ops, { id: argv[2]! }));
    if (command === 'health')
      return await runHealth(argv.slice(1), {
        telemetry: ctx.ops.telemetry,
        now: ctx.ops.now,
        out: ctx.out,
        err: ctx.err,
      });
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    return report(ctx, refusal('unavailable', UNAVAILABLE_MESSAGE, [error.message]));
  }
  const arity = command === 'preview' ? argv.length >= 4 : ARITY[command ?? ''] === argv.length;
  if (!arity) {
    ctx.err(USAGE);
    return 2;
  }
  return operate(argv, ctx);
}
