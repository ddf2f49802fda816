// A store's state in a component, as zustand's `useStore`, but with a server snapshot that is the
// store's real state: the server renders the first screen from stores it has seeded, and
// zustand's own server snapshot (`getInitialState()`) would render an empty casino there and
// during hydration (docs/server-rendering.md). A page may name the values the server rendered
// with where the browser's own differ (the theme it worked out, say): hydration then renders
// those, and the next render the browser's.
import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

export interface HydratedStore<S> {
  store: StoreApi<S>;
  /** what the server's page rendered with, over the store's state (null: the state as it is) */
  rendered: Partial<S> | null;
  /** the last state and its merge with `rendered` (a snapshot must be the same value each call) */
  seen?: { state: S; merged: S };
}

export function hydratedStore<S>(store: StoreApi<S>): HydratedStore<S> {
  return { store, rendered: null };
}

/** The state as the server rendered it: the store's, with what the page said it rendered with. */
function serverState<S>(hydrated: HydratedStore<S>): S {
  const state = hydrated.store.getState();
  if (!hydrated.rendered) return state;
  if (hydrated.seen?.state !== state) {
    hydrated.seen = { state, merged: { ...state, ...hydrated.rendered } };
  }
  return hydrated.seen.merged;
}

export function useStoreState<S, T>(hydrated: HydratedStore<S>, selector: (state: S) => T): T {
  const { store } = hydrated;
  return useSyncExternalStore(
    store.subscribe,
    useCallback(() => selector(store.getState()), [store, selector]),
    useCallback(() => selector(serverState(hydrated)), [hydrated, selector]),
  );
}
