import { useCallback, useEffect, useState } from 'react';

/** Every controller call of this remote gives up after this long and shows Retry. */
export const CALL_TIMEOUT_MS = 10_000;

export function withTimeout<T>(promise: Promise<T>, ms = CALL_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
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

export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** One request per key at a time, shared by every block that needs the same answer. */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Loads a validated answer (the loader returns null for an unusable one): loading, then ready or
 * error. `retry` asks again.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T | null>,
): { state: LoadState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    const cacheKey = `${key}#${attempt}`;
    let request = inflight.get(cacheKey) as Promise<T | null> | undefined;
    if (!request) {
      request = withTimeout(load());
      inflight.set(cacheKey, request);
      // a settled answer is not reused across page visits: promos and winners change
      void request.then(
        () => setTimeout(() => inflight.delete(cacheKey), 0),
        () => inflight.delete(cacheKey),
      );
    }
    request.then(
      (data) => {
        if (!live) return;
        setResult({ key, state: data === null ? { status: 'error' } : { status: 'ready', data } });
      },
      (error: unknown) => {
        console.error(`promotions: ${key} failed`, error);
        if (live) setResult({ key, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
    // the loader is identified by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  const state: LoadState<T> = result && result.key === key ? result.state : { status: 'loading' };
  return { state, retry };
}
