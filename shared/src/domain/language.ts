// Language resolution (docs/product-rules.md, "Languages and theme"): local storage, else the
// config language, else the cookie or the browser language; English when none of them is supported.
import type { Lang } from '../types/entities';

/** The site's languages, in the order the language menu lists them: the one list. */
export const SUPPORTED_LANGS: readonly Lang[] = ['en', 'de', 'es', 'fr'];

/** 'de-AT' -> 'de'; null when not one of en, de, es, fr. */
export function toLang(value: string | null | undefined): Lang | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] as Lang;
  return SUPPORTED_LANGS.includes(base) ? base : null;
}

export interface LanguageSources {
  /** the language kept in local storage */
  stored?: string | null;
  /** the casino config's language */
  config?: string | null;
  /** the preferred-language cookie */
  cookie?: string | null;
  /** navigator.languages */
  browser?: readonly string[];
}

export function resolveLanguage(sources: LanguageSources): Lang {
  return (
    toLang(sources.stored) ??
    toLang(sources.config) ??
    toLang(sources.cookie) ??
    (sources.browser ?? []).map(toLang).find((l): l is Lang => l !== null) ??
    'en'
  );
}
