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
  /** the answer, once it has arrived */
  settled?: { data: unknown };
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
  const entry: Entry = { at, promise };
  cache.set(key, entry);
  promise.then(
    (data) => {
      entry.settled = { data };
    },
    // A failure is not kept: the next component or a Retry loads afresh.
    () => cache.get(key) === entry && cache.delete(key),
  );
  return promise;
}

/** The answer already loaded for `key` and this load of the catalogue, if there is one. */
function settledData(key: string, at: number | null): { data: unknown } | undefined {
  const hit = cache.get(key);
  return hit && hit.at === at ? hit.settled : undefined;
}

/**
 * The one way a component loads data: `loader` runs once per `key` and load of the catalogue
 * (the session's `catalogueLoadedAt`), its promise shared by every component with the same key,
 * and an answer arriving after the component moved on (unmounted, other key) is dropped. `key`
 * names the query with its parameters (e.g. `games:${slug}`); null waits (e.g. no player yet).
 * `fresh` loads on every mount instead: the controller's answers about the player (favorites,
 * suggestions, a launch token) may change between two visits of a page.
 * An answer already loaded (not `fresh`) is there from the first render: a page opened again, or
 * a list whose games another page read, shows them at once instead of its loading state.
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
  const settled = key !== null && !fresh ? settledData(key, at) : undefined;

  useEffect(() => {
    if (key === null) return;
    // already on screen from the first render (a loaded answer is kept until the catalogue's next load)
    if (!fresh && settledData(key, sessionStore.getState().catalogueLoadedAt)) return;
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

  const mine =
    result && result.token === token
      ? result
      : settled
        ? { data: settled.data as T, error: null }
        : null;
  return {
    data: mine?.data ?? null,
    error: mine?.error ?? null,
    retry: () => {
      // a loaded answer stays (another component may show it): only a failed load is asked again
      if (key !== null && !fresh && !cache.get(key)?.settled) cache.delete(key);
      setAttempt((n) => n + 1);
    },
  };
}

/** Forgets every cached load (tests start from an empty cache). */
export function clearCatalogueDataCache(): void {
  cache.clear();
}

/**
 * Loads `key` ahead of the component that will show it (the page the shell is about to show), so
 * that component has the answer from its first render. Resolves once it has loaded or failed;
 * never rejects (a failure is the component's to show).
 */
export function primeCatalogueData<T>(key: string, loader: () => Promise<T>): Promise<void> {
  return load(key, sessionStore.getState().catalogueLoadedAt, loader, false).then(
    () => undefined,
    () => undefined,
  );
}
