// React bindings for the shared i18next instance: a provider and `useTranslation`, all Parlor
// needs of react-i18next in a few lines (it would cost the home route several KiB).
import {
  createContext,
  createElement,
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

// A counter per instance that moves whenever what `t` returns may have changed: the language,
// a namespace added by a remote, a language file arriving.
const versions = new WeakMap<I18n, number>();
const subscribers = new WeakMap<I18n, Set<() => void>>();

function subscribe(i18n: I18n, listener: () => void): () => void {
  let set = subscribers.get(i18n);
  if (!set) {
    const listeners = new Set<() => void>();
    set = listeners;
    subscribers.set(i18n, listeners);
    const bump = () => {
      versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
      for (const l of listeners) l();
    };
    i18n.on('languageChanged', bump);
    i18n.on('loaded', bump);
    i18n.store.on('added', bump);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: I18n;
}

/** `t` for one namespace; components re-render when the language or the strings change. */
export function useTranslation(namespace?: string): UseTranslationResult {
  const i18n = useContext(I18nContext) ?? getI18n();
  const version = useSyncExternalStore(
    (listener) => subscribe(i18n, listener),
    () => versions.get(i18n) ?? 0,
  );
  return useMemo(
    () => ({ t: i18n.getFixedT(null, namespace ?? null) as TFunction, i18n }),
    // version: a new `t` whenever its answers may differ
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, namespace, version],
  );
}
