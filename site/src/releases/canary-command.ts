// `npm run remotes -- canary | promote | abort`: a share of one casino's visitors on a release,
// then the release made the casino's or the canary ended (docs/deploying.md, "The release loop").
import { RELEASE_ID_RE } from '../remotes';
import { currentCanaries, isCanaryPercent, withCanary, writeCanaries } from './canary-store';
import { appendAudit, readManifest } from './remotes-manifest';
import {
  describeTarget,
  switchTo,
  verify,
  type RemoteInfo,
  type RemotesCommandContext,
} from './remotes-operations';

function nowOf(ctx: RemotesCommandContext): Date {
  return ctx.now?.() ?? new Date();
}

function refuse(ctx: RemotesCommandContext, what: string, problems: string[]): number {
  ctx.err(`Refused: ${what}.`);
  for (const problem of problems) ctx.err(`  - ${problem}`);
  return 1;
}

export async function startCanary(
  ctx: RemotesCommandContext,
  casino: string,
  remote: RemoteInfo,
  release: string,
  rawPercent: string,
): Promise<number> {
  const percent = /^\d{1,2}$/.test(rawPercent) ? Number(rawPercent) : NaN;
  if (!isCanaryPercent(percent)) {
    ctx.err(`"${rawPercent}" is not a share of visitors: a whole number from 1 to 99`);
    return 2;
  }
  const current = readManifest(ctx.manifestFile)[casino]?.[remote.name] ?? null;
  const what = `${casino} keeps no canary of ${remote.name} ${release}`;
  if (!RELEASE_ID_RE.test(release))
    return refuse(ctx, what, [`"${release}" is not a release name (npm run remotes -- status)`]);
  if (release === current)
    return refuse(ctx, what, [`${casino} already loads ${release} for every visitor`]);
  const problems = await verify(ctx, remote, release);
  if (problems.length) return refuse(ctx, what, problems);
  const canaries = currentCanaries(ctx.canaryFile);
  const running = canaries[casino]?.[remote.name];
  // the same release at another share keeps its start: its figures so far still count
  const startedAt = running?.release === release ? running.startedAt : nowOf(ctx).toISOString();
  writeCanaries(
    ctx.canaryFile,
    withCanary(canaries, casino, remote.name, { release, percent, startedAt, by: ctx.operator }),
  );
  appendAudit(ctx.auditFile, {
    at: nowOf(ctx).toISOString(),
    action: 'canary',
    casino,
    remote: remote.name,
    from: current,
    to: release,
    by: ctx.operator,
    percent,
  });
  ctx.out(
    `${casino}: ${percent}% of visitors load ${remote.name} ${release}; the others stay on ${describeTarget(current)}`,
  );
  return 0;
}

export async function promoteCanary(
  ctx: RemotesCommandContext,
  casino: string,
  remote: RemoteInfo,
): Promise<number> {
  const canary = currentCanaries(ctx.canaryFile)[casino]?.[remote.name];
  if (!canary) {
    ctx.err(`${casino}: ${remote.name} has no canary to promote`);
    return 1;
  }
  const problems = await verify(ctx, remote, canary.release);
  if (problems.length)
    return refuse(ctx, `the canary of ${remote.name} ${canary.release} stays as it is`, problems);
  switchTo(ctx, 'promote', casino, remote, canary.release);
  writeCanaries(
    ctx.canaryFile,
    withCanary(currentCanaries(ctx.canaryFile), casino, remote.name, null),
  );
  return 0;
}

/** Ends a canary: by an operator, or by the site itself with the reason. */
export function endCanary(
  ctx: Pick<
    RemotesCommandContext,
    'canaryFile' | 'auditFile' | 'manifestFile' | 'operator' | 'now'
  >,
  casino: string,
  remote: string,
  reason?: string,
): string | null {
  const canaries = currentCanaries(ctx.canaryFile);
  const canary = canaries[casino]?.[remote];
  if (!canary) return null;
  writeCanaries(ctx.canaryFile, withCanary(canaries, casino, remote, null));
  const current = readManifest(ctx.manifestFile)[casino]?.[remote] ?? null;
  appendAudit(ctx.auditFile, {
    at: (ctx.now?.() ?? new Date()).toISOString(),
    action: 'abort',
    casino,
    remote,
    from: canary.release,
    to: current,
    by: ctx.operator,
    ...(reason ? { reason } : {}),
  });
  return canary.release;
}

export function abortCanary(
  ctx: RemotesCommandContext,
  casino: string,
  remote: RemoteInfo,
): number {
  const release = endCanary(ctx, casino, remote.name);
  if (release === null) {
    ctx.err(`${casino}: ${remote.name} has no canary to abort`);
    return 1;
  }
  const current = readManifest(ctx.manifestFile)[casino]?.[remote.name] ?? null;
  ctx.out(
    `${casino}: the canary of ${remote.name} ${release} ended; every visitor loads ${describeTarget(current)}`,
  );
  return 0;
}

/** The canaries, for `status`. */
export function canaryLines(ctx: RemotesCommandContext): string[] {
  const lines: string[] = [];
  for (const [casino, remotes] of Object.entries(currentCanaries(ctx.canaryFile)))
    for (const [remote, canary] of Object.entries(remotes))
      lines.push(
        `canary: ${casino} ${remote} ${canary.release} at ${canary.percent}% since ${canary.startedAt} by ${canary.by}`,
      );
  return lines;
}
