// Canaries: a share of one casino's visitors on a release, then the release made the casino's
// (promote) or the canary ended (abort, by an operator or by the site itself with its reason).
import { RELEASE_ID_RE } from '../remotes';
import { isCanaryPercent } from '../releases/canary-store';
import type {
  CanaryRequest,
  OperationContext,
  OperationResult,
  RemoteRequest,
} from './operation-types';
import { refusal } from './operation-results';
import { describeTarget, verifyTarget } from './remote-checks';
import { auditEntry, commitChange, onRemote } from './casino-commit';

export function startCanary(
  ctx: OperationContext,
  request: CanaryRequest,
): Promise<OperationResult> {
  const { casino, release } = request;
  return onRemote(ctx, request, async (remote, state, generation) => {
    const percent = /^\d{1,2}$/.test(request.percent.trim()) ? Number(request.percent) : NaN;
    if (!isCanaryPercent(percent))
      return refusal(
        'invalid',
        `"${request.percent}" is not a share of visitors: a whole number from 1 to 99`,
      );
    const current = state.remotes[remote.name] ?? null;
    const what = `Refused: ${casino} keeps no canary of ${remote.name} ${release}.`;
    if (!RELEASE_ID_RE.test(release))
      return refusal('refused', what, [
        `"${release}" is not a release name (npm run remotes -- status)`,
      ]);
    if (release === current)
      return refusal('refused', what, [`${casino} already loads ${release} for every visitor`]);
    const problems = await verifyTarget(ctx, remote, release);
    if (problems.length) return refusal('refused', what, problems);
    const running = state.canaries[remote.name];
    // the same release at another share keeps its start: its figures so far still count
    const startedAt = running?.release === release ? running.startedAt : ctx.now().toISOString();
    return commitChange(
      ctx,
      casino,
      generation,
      [
        {
          kind: 'canary',
          remote: remote.name,
          canary: { release, percent, startedAt, by: ctx.operator },
        },
      ],
      [auditEntry(ctx, 'canary', casino, remote, current, release, { percent })],
      `${casino}: ${percent}% of visitors load ${remote.name} ${release}; the others stay on ${describeTarget(current)}`,
    );
  });
}

export function promoteCanary(
  ctx: OperationContext,
  request: RemoteRequest,
): Promise<OperationResult> {
  const { casino } = request;
  return onRemote(ctx, request, async (remote, state, generation) => {
    const canary = state.canaries[remote.name];
    if (!canary) return refusal('refused', `${casino}: ${remote.name} has no canary to promote`);
    const problems = await verifyTarget(ctx, remote, canary.release);
    if (problems.length)
      return refusal(
        'refused',
        `Refused: the canary of ${remote.name} ${canary.release} stays as it is.`,
        problems,
      );
    const from = state.remotes[remote.name] ?? null;
    return commitChange(
      ctx,
      casino,
      generation,
      [
        { kind: 'target', remote: remote.name, target: canary.release },
        { kind: 'canary', remote: remote.name, canary: null },
      ],
      [auditEntry(ctx, 'promote', casino, remote, from, canary.release)],
      `${casino}: ${remote.name} switched from ${describeTarget(from)} to ${canary.release}`,
    );
  });
}

/**
 * Ends a canary: by an operator, or by the site itself (`reason`: why it hurt players; `release`:
 * the canary it judged, so that one started since is left alone).
 */
export function endCanary(
  ctx: OperationContext,
  request: RemoteRequest & { reason?: string; release?: string },
): Promise<OperationResult> {
  const { casino } = request;
  return onRemote(ctx, request, async (remote, state, generation) => {
    const canary = state.canaries[remote.name];
    if (!canary || (request.release !== undefined && canary.release !== request.release))
      return refusal('refused', `${casino}: ${remote.name} has no canary to abort`);
    const current = state.remotes[remote.name] ?? null;
    return commitChange(
      ctx,
      casino,
      generation,
      [{ kind: 'canary', remote: remote.name, canary: null }],
      [
        auditEntry(ctx, 'abort', casino, remote, canary.release, current, {
          ...(request.reason ? { reason: request.reason } : {}),
        }),
      ],
      `${casino}: the canary of ${remote.name} ${canary.release} ended; every visitor loads ${describeTarget(current)}`,
    );
  });
}

export function abortCanary(
  ctx: OperationContext,
  request: RemoteRequest,
): Promise<OperationResult> {
  return endCanary(ctx, request);
}
