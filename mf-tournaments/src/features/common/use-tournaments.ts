import { useCallback, useEffect, useState } from 'react';
import { getApi, type TournamentsResponse, useUiStore } from '@parlor/shared';
import { parseTournamentsAnswer } from '../../domain/tournaments-answer';

/** A controller call that has not answered by then is treated as failed (the page offers Retry). */
export const TOURNAMENTS_TIMEOUT_MS = 10_000;

export type TournamentsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: TournamentsResponse };

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The tournaments in the visitor's language (`home`: the home page's short list). With
 * `refreshMs` the answer is fetched again at that interval (the live leaderboard), keeping the
 * last good answer on a failed refresh.
 */
export function useTournaments(opts: { home?: boolean; refreshMs?: number } = {}) {
  const { home = false, refreshMs } = opts;
  const lang = useUiStore((s) => s.language);
  const [state, setState] = useState<TournamentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const load = (first: boolean) =>
      withTimeout(getApi().getTournaments({ lang, home }), TOURNAMENTS_TIMEOUT_MS).then(
        (answer) => {
          if (!live) return;
          const data = parseTournamentsAnswer(answer);
          if (data) setState({ status: 'ready', data });
          else if (first) setState({ status: 'error' });
        },
        (error: unknown) => {
          if (!live) return;
          console.error('tournaments could not be loaded', error);
          if (first) setState({ status: 'error' });
        },
      );
    void load(true);
    const timer = refreshMs ? setInterval(() => void load(false), refreshMs) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [lang, home, refreshMs, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
