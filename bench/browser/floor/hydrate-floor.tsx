// The floor page: the first screen the site served, hydrated by React as the shell would hydrate
// it (hydrateRoot inside startTransition), with a tree built from that very markup, so React
// walks and adopts every node and nothing of Parlor's code runs.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { treeOf } from './dom-tree';

declare global {
  interface Window {
    /** read by the bench: hydration errors (a mismatch makes React render afresh) */
    __floorErrors?: string[];
  }
}

const container = document.getElementById('root');
if (container) {
  const errors: string[] = (window.__floorErrors = []);
  const tree = treeOf(container);
  startTransition(() => {
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => errors.push(String(error)),
    });
  });
}
