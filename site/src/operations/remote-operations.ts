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
import { ask, guarded, refusal } from './operation-results';
import { describeTarget, parseTarget, verifyTarget } from './remote-checks';
import { auditEntry, casinoState, commitChange, expectedOf, named } from './casino-commit';

export { abortCanary, endCanary, promoteCanary, startCanary } from './canary-operations';
export { createPreview } from './preview-operation';
export { casinoHealth, casinoOverview } from './casino-overview';

async function switchTo(
  ctx: OperationContext,
  action: 'set' | 'rollback',
  request: RemoteRequest,
  targetOf: (from: string | null, stack: (string | null)[]) => string | null | undefined,
): Promise<OperationResult> {
  const found = named(ctx, request.casino, request.remote);
  if (!('remote' in found)) return found;
  const { remote } = found;
  const { casino } = request;
  return guarded(async () => {
    const state = await casinoState(ctx, casino);
    const expected = await expectedOf(ctx, casino, state, request.expectedGeneration);
    if (typeof expected !== 'number') return expected;
    const from = state.remotes[remote.name] ?? null;
    const stack =
      action === 'rollback'
        ? rollbackStack(
            await ask(() => ctx.store.audit({ casino, remote: remote.name })),
            casino,
            remote.name,
          )
        : [];
    const target = targetOf(from, stack);
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
      expected,
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
  return switchTo(ctx, 'rollback', request, (_from, stack) =>
    stack.length ? stack[stack.length - 1]! : undefined,
  );
}
