// What one casino loads, for `npm run remotes -- status` and the console's casino page: each
// remote's target and who set it, its canary, what a rollback returns to, the releases on disk,
// the live preview links, and (casinoHealth) how each release fares with visitors.
import { lastChange, rollbackStack } from '../releases/remotes-manifest';
import { summarize, type SummaryRow } from '../telemetry/telemetry-summary';
import type { CasinoOverview, OperationContext } from './operation-types';
import { ask } from './operation-results';
import { casinoState } from './casino-commit';
import { describeTarget, releasesOf } from './remote-checks';

/** Throws StoreUnavailable when the store does not answer. */
export async function casinoOverview(
  ctx: OperationContext,
  casino: string,
): Promise<CasinoOverview> {
  const state = await casinoState(ctx, casino);
  const audit = await ask(() => ctx.store.audit({ casino }));
  const previews = await ask(() => ctx.store.previews(ctx.now(), casino));
  return {
    casino,
    generation: state.generation,
    remotes: ctx.remotes.map((remote) => {
      const target = state.remotes[remote.name] ?? null;
      const change = lastChange(audit, casino, remote.name);
      const current = change && describeTarget(change.to) === describeTarget(target);
      const stack = rollbackStack(audit, casino, remote.name);
      return {
        name: remote.name,
        dir: remote.dir,
        target,
        setAt: current ? change.at : null,
        setBy: current ? change.by : null,
        canary: state.canaries[remote.name] ?? null,
        releases: releasesOf(ctx, remote),
        ...(stack.length ? { rollbackTo: stack[stack.length - 1]! } : {}),
      };
    }),
    previews: previews.map(({ id, remote, release, until, by }) => ({
      id: id ?? '',
      remote,
      release,
      until,
      by,
    })),
  };
}

export function casinoHealth(
  ctx: OperationContext,
  casino: string,
  since: Date,
): Promise<SummaryRow[]> {
  return ask(() => Promise.resolve(summarize(ctx.telemetry, { casino, since })));
}
