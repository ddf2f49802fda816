import { useEffect, useMemo, useState } from 'react';
import {
  callPrefetched,
  getApi,
  type TournamentsResponse,
  useCatalogueData,
  usePrefetchedAnswer,
  useUiStore,
} from '@parlor/shared';
import { parseTournamentsAnswer } from '@parlor/shared/tournaments';

export type TournamentsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: TournamentsResponse };

/** A counter that steps every `ms` (none without `ms`). */
function useTick(ms: number | undefined): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!ms) return;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return tick;
}

/**
 * The tournaments in the visitor's language (`home`: the home page's short list). With
 * `refreshMs` the answer is fetched again at that interval (the live leaderboard), keeping the
 * last good answer on a failed refresh. The answer shows the player's own rank, so it is loaded
 * afresh on every visit; the controller client's deadline turns a silent controller into the
 * error state with Retry. A visit's first load takes the answer the shell asked for when a link
 * here was hovered (at most 30 s before, for this player), and when it has arrived the page
 * shows it from its first render instead of the loading state.
 */
export function useTournaments(opts: { home?: boolean; refreshMs?: number } = {}) {
  const { home = false, refreshMs } = opts;
  const lang = useUiStore((s) => s.language);
  const tick = useTick(refreshMs);
  const request = { lang, home };
  const { data, error, retry } = useCatalogueData(
    `tournaments:${lang}:${home ? 'home' : 'all'}:${tick}`,
    () =>
      // a refresh asks the controller itself: an answer asked for ahead is as old as the visit
      (tick === 0
        ? callPrefetched('getTournaments', request)
        : getApi().getTournaments(request)
      ).then((answer) => {
        const parsed = parseTournamentsAnswer(answer);
        if (!parsed) throw new Error('malformed tournaments answer');
        return parsed;
      }),
    { fresh: true },
  );
  const prefetched = usePrefetchedAnswer('getTournaments', request);
  const primed = useMemo(
    () => (prefetched ? parseTournamentsAnswer(prefetched) : null),
    [prefetched],
  );
  // The last good answer stays on screen while a refresh runs or after it failed.
  const [kept, setKept] = useState<TournamentsResponse | null>(null);
  if (refreshMs && data && data !== kept) setKept(data);
  const shown = data ?? (refreshMs ? kept : null) ?? (error ? null : primed);

  useEffect(() => {
    if (error) console.error('tournaments could not be loaded', error);
  }, [error]);

  const state: TournamentsState = shown
    ? { status: 'ready', data: shown }
    : error
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, retry };
}
