// Reading one casino's state and committing a change to it, compare-and-set on its generation:
// a change decided on an older generation is refused with what changed since.
import type { AuditAction, AuditEntry } from '../releases/remotes-manifest';
import type { CasinoState, StateChange } from '../state/site-store';
import type { OperationContext, OperationResult, RemoteInfo } from './operation-types';
import { ask, conflict, guarded, refusal, type Refusal } from './operation-results';

export async function casinoState(ctx: OperationContext, casino: string): Promise<CasinoState> {
  const snapshot = await ask(() => ctx.store.snapshot());
  return snapshot.casinos[casino] ?? { generation: 0, remotes: {}, canaries: {} };
}

/** The changes of a casino since `generation`, for a conflict decided before reading. */
export async function changesSince(
  ctx: OperationContext,
  casino: string,
  generation: number,
): Promise<AuditEntry[]> {
  const audit = await ask(() => ctx.store.audit({ casino }));
  return audit.filter((entry) => (entry.generation ?? 0) > generation);
}

/** The generation the change is decided on: the caller's, refused at once when already old. */
export async function expectedOf(
  ctx: OperationContext,
  casino: string,
  state: CasinoState,
  expected: number | undefined,
): Promise<number | Refusal> {
  if (expected === undefined || expected === state.generation) return state.generation;
  return conflict(casino, await changesSince(ctx, casino, expected));
}

export function auditEntry(
  ctx: OperationContext,
  action: AuditAction,
  casino: string,
  remote: RemoteInfo | string,
  from: string | null,
  to: string | null,
  extra: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    at: ctx.now().toISOString(),
    action,
    casino,
    remote: typeof remote === 'string' ? remote : remote.name,
    from,
    to,
    by: ctx.operator,
    ...extra,
  };
}

export async function commitChange(
  ctx: OperationContext,
  casino: string,
  expectedGeneration: number,
  changes: StateChange[],
  audit: AuditEntry[],
  message: string,
): Promise<OperationResult> {
  const result = await ask(() => ctx.store.commit({ casino, expectedGeneration, changes, audit }));
  if (result.ok) {
    await ctx.afterChange?.();
    return { ok: true, message, generation: result.generation };
  }
  return conflict(casino, result.since);
}

/** The casino and remote a request names, or why not. */
export function named(
  ctx: OperationContext,
  casino: string,
  remoteName: string,
): { remote: RemoteInfo } | Refusal {
  if (!ctx.casinos.includes(casino))
    return refusal('invalid', `unknown casino "${casino}": one of ${ctx.casinos.join(', ')}`);
  const remote = ctx.remotes.find((r) => r.name === remoteName || r.dir === remoteName);
  if (!remote)
    return refusal(
      'invalid',
      `unknown remote "${remoteName}": one of ${ctx.remotes.map((r) => r.name).join(', ')}`,
    );
  return { remote };
}

/**
 * What every change of a casino's remote starts with: the casino and remote named, the casino's
 * state read, and the caller's generation still the current one. `decide` then checks and
 * commits; a store that fails on the way makes the answer "unavailable".
 */
export function onRemote(
  ctx: OperationContext,
  request: { casino: string; remote: string; expectedGeneration?: number },
  decide: (remote: RemoteInfo, state: CasinoState, generation: number) => Promise<OperationResult>,
): Promise<OperationResult> {
  const found = named(ctx, request.casino, request.remote);
  if (!('remote' in found)) return Promise.resolve(found);
  return guarded(async () => {
    const state = await casinoState(ctx, request.casino);
    const generation = await expectedOf(ctx, request.casino, state, request.expectedGeneration);
    if (typeof generation !== 'number') return generation;
    return decide(found.remote, state, generation);
  });
}
