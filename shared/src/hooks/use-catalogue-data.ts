import { startTransition, useEffect, useState } from 'react';
import { sessionStore, useSessionStore } from '../stores/session-store';

/** What useCatalogueData hands a component. */
export interface CatalogueData<T> {
  /** the answer; null while loading, after a failure, or while `key` is null */
  data: T | null;
  /** the failure of the last load, if it failed */
  error: unknown;
  /** loads again (after a failure: a Retry button) */
  retry: () => void;
}

interface Entry {
  at: number | null;
  promise: Promise<unknown>;
}

// One load per key and catalogue load, shared by every component asking for it: two sections of
// a page, or a page left and opened again, read the local catalogue once.
const cache = new Map<string, Entry>();

function load<T>(
  key: string,
  at: number | null,
  loader: () => Promise<T>,
  fresh: boolean,
): Promise<T> {
  if (fresh) return loader();
  const hit = cache.get(key);
  if (hit && hit.at === at) return hit.promise as Promise<T>;
  const promise = loader();
  cache.set(key, { at, promise });
  // A failure is not kept: the next component or a Retry loads afresh.
  promise.catch(() => cache.get(key)?.promise === promise && cache.delete(key));
  return promise;
}

/**
 * The one way a component loads data: `loader` runs once per `key` and load of the catalogue
 * (the session's `catalogueLoadedAt`), its promise shared by every component with the same key,
 * and an answer arriving after the component moved on (unmounted, other key) is dropped. `key`
 * names the query with its parameters (e.g. `games:${slug}`); null waits (e.g. no player yet).
 * `fresh` loads on every mount instead: the controller's answers about the player (favorites,
 * suggestions, a launch token) may change between two visits of a page.
 */
export function useCatalogueData<T>(
  key: string | null,
  loader: () => Promise<T>,
  { fresh = false }: { fresh?: boolean } = {},
): CatalogueData<T> {
  const at = useSessionStore((s) => s.catalogueLoadedAt);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ token: string; data: T | null; error: unknown } | null>(
    null,
  );
  const token = `${key}|${at}|${attempt}`;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    // The answer renders in a transition: a page of tiles is rendered in slices that leave the
    // main thread free between them (a long task would hold up input and the next paint).
    const settle = (next: { token: string; data: T | null; error: unknown }) =>
      startTransition(() => {
        if (current) setResult(next);
      });
    load(key, sessionStore.getState().catalogueLoadedAt, loader, fresh).then(
      (data) => settle({ token, data, error: null }),
      (error: unknown) => settle({ token, data: null, error }),
    );
    return () => {
      current = false;
    };
    // `loader` is read when `key` (which names it) or the catalogue changes, never on identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const mine = result && result.token === token ? result : null;
  return {
    data: mine?.data ?? null,
    error: mine?.error ?? null,
    retry: () => {
      if (key !== null && !fresh) cache.delete(key);
      setAttempt((n) => n + 1);
    },
  };
}

/** Forgets every cached load (tests start from an empty cache). */
export function clearCatalogueDataCache(): void {
  cache.clear();
}
