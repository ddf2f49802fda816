// `npm run remotes -- status | set | rollback | canary | promote | abort | preview | health`:
// which build of each remote each casino, or a share of its visitors, loads. The operator's guide
// is docs/deploying.md.
import path from 'node:path';
import { listReleases } from './release-store';
import { lastChange, readAudit, readManifest, rollbackStack } from './remotes-manifest';
import {
  describeTarget,
  findRemote,
  parseTarget,
  switchTo,
  verify,
  type RemotesCommandContext,
} from './remotes-operations';
import { abortCanary, canaryLines, promoteCanary, startCanary } from './canary-command';
import { printPreview } from './preview-command';
import { runHealth } from '../telemetry/health-command';

export { contextFromEnv, type RemoteInfo, type RemotesCommandContext } from './remotes-operations';

export const USAGE = `usage: npm run remotes -- status
       npm run remotes -- set <casino> <remote> <release | url | default>
       npm run remotes -- rollback <casino> <remote>
       npm run remotes -- canary <casino> <remote> <release> <percent 1-99>
       npm run remotes -- promote <casino> <remote>
       npm run remotes -- abort <casino> <remote>
       npm run remotes -- preview <casino> <remote> <release> [--hours 4] [--site <url>]
       npm run remotes -- health [casino] [--since 15m]`;

function status(ctx: RemotesCommandContext): number {
  const manifest = readManifest(ctx.manifestFile);
  const audit = readAudit(ctx.auditFile);
  const rows: string[][] = [['casino', 'remote', 'release or URL', 'set at', 'by']];
  for (const casino of ctx.casinos) {
    for (const remote of ctx.remotes) {
      const target = manifest[casino]?.[remote.name];
      const change = lastChange(audit, casino, remote.name);
      rows.push([
        casino,
        remote.name,
        target ?? `default (${remote.dir}/dist)`,
        change && describeTarget(change.to) === describeTarget(target) ? change.at : '-',
        change && describeTarget(change.to) === describeTarget(target) ? change.by : '-',
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    ctx.out(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  for (const line of canaryLines(ctx)) ctx.out(line);
  for (const remote of ctx.remotes) {
    const releases = listReleases(path.join(ctx.root, remote.dir));
    if (releases.length)
      ctx.out(`${remote.name} releases: ${releases.map((r) => r.release).join(', ')}`);
  }
  return 0;
}

function healthContext(ctx: RemotesCommandContext) {
  return {
    dbFile: ctx.siteDbFile,
    now: () => ctx.now?.() ?? new Date(),
    out: ctx.out,
    err: ctx.err,
  };
}

/** The verbs that name a casino and a remote, with how many words each takes. */
const ARITY: Record<string, number> = { set: 4, rollback: 3, canary: 5, promote: 3, abort: 3 };

export async function runRemotesCommand(
  argv: readonly string[],
  ctx: RemotesCommandContext,
): Promise<number> {
  const [command, casino, remoteName, rawTarget] = argv;
  if (command === 'status' && argv.length === 1) return status(ctx);
  if (command === 'health') return runHealth(argv.slice(1), healthContext(ctx));
  const arity = command === 'preview' ? argv.length >= 4 : ARITY[command ?? ''] === argv.length;
  if (!arity) {
    ctx.err(USAGE);
    return 2;
  }
  if (!casino || !ctx.casinos.includes(casino)) {
    ctx.err(`unknown casino "${casino}": one of ${ctx.casinos.join(', ')}`);
    return 2;
  }
  const remote = remoteName ? findRemote(ctx, remoteName) : undefined;
  if (!remote) {
    ctx.err(`unknown remote "${remoteName}": one of ${ctx.remotes.map((r) => r.name).join(', ')}`);
    return 2;
  }
  switch (command) {
    case 'canary':
      return startCanary(ctx, casino, remote, rawTarget!, argv[4]!);
    case 'promote':
      return promoteCanary(ctx, casino, remote);
    case 'abort':
      return abortCanary(ctx, casino, remote);
    case 'preview':
      return printPreview(ctx, casino, remote, rawTarget!, argv.slice(4));
  }
  let target: string | null;
  if (command === 'set') {
    target = parseTarget(rawTarget!);
  } else {
    const stack = rollbackStack(readAudit(ctx.auditFile), casino, remote.name);
    if (stack.length === 0) {
      ctx.err(`${casino}: ${remote.name} has no earlier release to roll back to`);
      return 1;
    }
    target = stack[stack.length - 1]!;
  }
  const problems = await verify(ctx, remote, target);
  if (problems.length) {
    ctx.err(
      `Refused: ${casino} stays on ${remote.name} ${describeTarget(readManifest(ctx.manifestFile)[casino]?.[remote.name])}.`,
    );
    for (const problem of problems) ctx.err(`  - ${problem}`);
    return 1;
  }
  switchTo(ctx, command === 'set' ? 'set' : 'rollback', casino, remote, target);
  return 0;
}
