// The languages the site speaks (docs/product-rules.md, "Languages and theme"): the shared
// package's one list, as the server uses it.
import { SUPPORTED_LANGS } from '@parlor/shared/server';
import type { Lang } from '@parlor/shared/types';

/** en, de, es, fr: the order the language menu lists them in. */
export const LANGS = SUPPORTED_LANGS;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** `value` when it is one of the site's languages, else English. */
export function langOrEnglish(value: unknown): Lang {
  return isLang(value) ? value : 'en';
}
