// Helpers of the lobby's unit tests: a catalogue in fake IndexedDB, a controllable
// IntersectionObserver (the fake controller is installFakeApi from @parlor/shared/testing).
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { type Game, sessionStore } from '@parlor/shared';
import { refillCatalogue, registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

export async function setUpLobby(
  games: Game[],
  extra: Partial<Parameters<typeof refillCatalogue>[0]> = {},
) {
  await registerSharedNamespace();
  await registerLobbyNamespace();
  await refillCatalogue({
    games,
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
    ...extra,
  });
  sessionStore.getState().setCatalogueLoadedAt(Date.now() + Math.random());
}

export function renderAt(ui: ReactNode, path = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** A stand-in IntersectionObserver: `reachLoadingLine()` reports every observed node in view. */
export function installIntersectionObserver() {
  const observers = new Set<{ cb: IntersectionObserverCallback; nodes: Element[] }>();
  class FakeObserver {
    private entry: { cb: IntersectionObserverCallback; nodes: Element[] };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, nodes: [] };
      observers.add(this.entry);
    }
    observe(node: Element) {
      this.entry.nodes.push(node);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    reachLoadingLine() {
      for (const o of [...observers]) {
        o.cb(
          o.nodes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}
