// One i18next instance for every app. Each app registers its namespace with a loader that
// fetches a language on demand (a webpack chunk per language); English is the fallback and is
// registered eagerly so the first paint never waits for a translation file.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import type { Lang } from '../types/entities';

import { SUPPORTED_LANGS } from '../domain/language';
export const DEFAULT_LANG: Lang = 'en';

type Resources = Record<string, unknown>;
export type NamespaceLoader = (lang: Lang) => Promise<Resources>;

const loaders = new Map<string, NamespaceLoader>();

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader || !isLang(language)) {
      callback(null, {});
      return;
    }
    loader(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => {
        // Missing translations are silently ignored: English fallback covers them.
        console.error(`translations ${language}/${namespace} failed to load`, error);
        callback(null, {});
      },
    );
  },
};

let instance: I18n | null = null;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGS as readonly string[]).includes(value);
}

/** The shared i18next instance, initialised on first use. */
export function getI18n(): I18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.use(chunkBackend).init({
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...SUPPORTED_LANGS],
    ns: [],
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * Registers an app's namespace: its English resources (bundled) and a loader for the others.
 * Safe to call more than once (a remote mounting again).
 */
export async function registerNamespace(
  namespace: string,
  english: Resources,
  loader: NamespaceLoader,
): Promise<void> {
  const i18n = getI18n();
  loaders.set(namespace, loader);
  if (!i18n.hasResourceBundle(DEFAULT_LANG, namespace)) {
    i18n.addResourceBundle(DEFAULT_LANG, namespace, english, true, true);
  }
  await i18n.loadNamespaces(namespace);
}

/** How long a screen waits for its language's strings before it shows in English meanwhile. */
export const TRANSLATIONS_WAIT_MS = 3000;

/**
 * Resolves once every registered namespace has the current language's strings: a screen (the
 * site's first, a remote's module that has just registered its namespace) then paints in its
 * language at once, instead of in English and again, with text that moves things (layout shift).
 * Bounded: a language file that does not come leaves English, and the strings follow when they do.
 */
export function whenTranslationsReady(timeoutMs = TRANSLATIONS_WAIT_MS): Promise<void> {
  const i18n = getI18n();
  const lang = i18n.language;
  const namespaces = [...loaders.keys()];
  if (namespaces.every((ns) => i18n.hasResourceBundle(lang, ns))) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // joins the loads already under way (registerNamespace started them)
    i18n.loadNamespaces(namespaces).then(done, done);
  });
}

export async function changeLanguage(lang: Lang): Promise<void> {
  const i18n = getI18n();
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
