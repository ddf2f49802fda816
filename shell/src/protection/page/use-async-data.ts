import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads with `load` whenever `key` changes (the calls have deadlines, so loading always ends);
 * `retry` loads again, `replace` takes an answer an action already gave.
 */
export function useAsyncData<T>(
  load: () => Promise<T>,
  key: string,
): { state: AsyncData<T>; retry: () => void; replace: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const token = `${String(attempt)}:${key}`;
  // the outcome of one load, kept with the load it belongs to: any other one is still loading
  const [outcome, setOutcome] = useState<{ token: string; state: AsyncData<T> } | null>(null);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setOutcome({ token, state: { status: 'ready', data } }),
      (error: unknown) => live && setOutcome({ token, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is read when the key or the attempt changes: a caller's new closure alone does not
    // load again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setOutcome({ token, state: { status: 'ready', data } }),
    [token],
  );
  return { state: outcome?.token === token ? outcome.state : LOADING, retry, replace };
}
