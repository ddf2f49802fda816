// The remotes operations, one module for both faces (`npm run remotes` and the ops console):
// switch a casino to a target, roll it back, and (canary-operations.ts, preview-operation.ts)
// canaries and preview links. Each runs the same checks and writes the audit log.
import { rollbackStack } from '../releases/remotes-manifest';
import type {
  OperationContext,
  OperationResult,
  RemoteRequest,
  SetRequest,
} from './operation-types';
import { ask, refusal } from './operation-results';
import { describeTarget, parseTarget, verifyTarget } from './remote-checks';
import { auditEntry, commitChange, onRemote } from './casino-commit';

export { abortCanary, endCanary, promoteCanary, startCanary } from './canary-operations';
export { createPreview, endPreview } from './preview-operation';
export { casinoHealth, casinoOverview } from './casino-overview';

function switchTo(
  ctx: OperationContext,
  action: 'set' | 'rollback',
  request: RemoteRequest,
  targetOf: (stack: (string | null)[]) => string | null | undefined,
): Promise<OperationResult> {
  const { casino } = request;
  return onRemote(ctx, request, async (remote, state, generation) => {
    const from = state.remotes[remote.name] ?? null;
    const history =
      action === 'rollback'
        ? await ask(() => ctx.store.audit({ casino, remote: remote.name }))
        : [];
    const target = targetOf(rollbackStack(history, casino, remote.name));
    if (target === undefined)
      return refusal('refused', `${casino}: ${remote.name} has no earlier release to roll back to`);
    const problems = await verifyTarget(ctx, remote, target);
    if (problems.length)
      return refusal(
        'refused',
        `Refused: ${casino} stays on ${remote.name} ${describeTarget(from)}.`,
        problems,
      );
    return commitChange(
      ctx,
      casino,
      generation,
      [{ kind: 'target', remote: remote.name, target }],
      [auditEntry(ctx, action, casino, remote, from, target)],
      `${casino}: ${remote.name} switched from ${describeTarget(from)} to ${describeTarget(target)}`,
    );
  });
}

/** Every visitor of the casino loads `target` (a release, an entry URL or "default"). */
export function setRemote(ctx: OperationContext, request: SetRequest): Promise<OperationResult> {
  return switchTo(ctx, 'set', request, () => parseTarget(request.target));
}

/** Back to what the last switch replaced (the audit log is the history). */
export function rollbackRemote(
  ctx: OperationContext,
  request: RemoteRequest,
): Promise<OperationResult> {
  return switchTo(ctx, 'rollback', request, (stack) =>
    stack.length ? stack[stack.length - 1]! : undefined,
  );
}
