// Whether a component renders on the server or hydrates the server's markup: React then reads a
// store's server snapshot, which this hook turns into a flag (docs/server-rendering.md). After
// hydration React renders the component once more with `false`. Used sparingly: every user
// renders twice.
import { useSyncExternalStore } from 'react';

const never = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

/** True on the server and while hydrating the server's markup; false in any later render. */
export function useHydrating(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
