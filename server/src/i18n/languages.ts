// The languages the site speaks (docs/product-rules.md, "Languages and theme"): the server's one
// list, typed by the controller's `Lang`, so a language added there fails the build here until it
// is listed.
import type { Lang } from '@parlor/shared/types';

const EVERY_LANG: Record<Lang, true> = { en: true, de: true, es: true, fr: true };

/** en, de, es, fr: the order the language menu lists them in. */
export const LANGS = Object.keys(EVERY_LANG) as readonly Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.hasOwn(EVERY_LANG, value);
}

/** `value` when it is one of the site's languages, else English. */
export function langOrEnglish(value: unknown): Lang {
  return isLang(value) ? value : 'en';
}
