// React bindings for the shared i18next instance: a provider and `useTranslation`, all Parlor
// needs of react-i18next in a few lines (it would cost the home route several KiB).
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n } from './parlor-i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

// Counters per instance that move whenever what `t` returns may have changed: the language (every
// namespace), a namespace's strings added or loaded (that namespace only). Every component reads the
// counter of its own namespace: a remote registering its strings re-renders that remote's
// components, not every translated component of the page (a whole games grid, 10–20 ms).
interface Versions {
  language: number;
  /** '' counts changes to any namespace, for components that name none */
  namespaces: Map<string, number>;
}
const versions = new WeakMap<I18n, Versions>();
const subscribers = new WeakMap<I18n, Set<() => void>>();

function versionsOf(i18n: I18n): Versions {
  let v = versions.get(i18n);
  if (!v) {
    v = { language: 0, namespaces: new Map() };
    versions.set(i18n, v);
  }
  return v;
}

function subscribe(i18n: I18n, listener: () => void): () => void {
  let set = subscribers.get(i18n);
  if (!set) {
    const listeners = new Set<() => void>();
    set = listeners;
    subscribers.set(i18n, listeners);
    const v = versionsOf(i18n);
    const notify = () => {
      for (const l of listeners) l();
    };
    const bump = (namespaces: Iterable<string>) => {
      for (const ns of ['', ...namespaces]) v.namespaces.set(ns, (v.namespaces.get(ns) ?? 0) + 1);
      notify();
    };
    i18n.on('languageChanged', () => {
      v.language += 1;
      notify();
    });
    // { [language]: { [namespace]: true } }
    i18n.on('loaded', (loaded: Record<string, Record<string, unknown>>) =>
      bump(Object.values(loaded).flatMap((byNamespace) => Object.keys(byNamespace))),
    );
    i18n.store.on('added', (_language: string, namespace: string) => bump([namespace]));
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** What `t` of `namespace` depends on, as one comparable value. */
function snapshot(i18n: I18n, namespace: string | undefined): string {
  const v = versionsOf(i18n);
  return `${v.language}:${v.namespaces.get(namespace ?? '') ?? 0}`;
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: I18n;
}

/** `t` for one namespace; components re-render when the language or the strings change. */
export function useTranslation(namespace?: string): UseTranslationResult {
  const i18n = useContext(I18nContext) ?? getI18n();
  // one subscription per instance and component: a new function each render resubscribed on
  // every render of every translated component (a grid's tiles among them)
  const subscribeTo = useCallback((listener: () => void) => subscribe(i18n, listener), [i18n]);
  const read = () => snapshot(i18n, namespace);
  // the server's snapshot is the same: the strings are loaded before a server render
  const version = useSyncExternalStore(subscribeTo, read, read);
  return useMemo(
    () => ({ t: i18n.getFixedT(null, namespace ?? null) as TFunction, i18n }),
    // version: a new `t` whenever its answers may differ
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, namespace, version],
  );
}
