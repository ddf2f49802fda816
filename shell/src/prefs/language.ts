import { sessionStore, STORAGE_KEYS, type Lang } from '@parlor/shared';
import {
  changeLanguage,
  COOKIES,
  cookieAssignment,
  readCookie,
  resolveLanguage,
  uiStore,
} from '@parlor/shared/host';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/**
 * The language of this visit: local storage, config, cookie or browser (docs/product-rules.md,
 * "Languages and theme").
 */
export function initialLanguage(): Lang {
  return resolveLanguage({
    stored: storedLanguage(),
    config: sessionStore.getState().config?.language,
    cookie: readCookie(document.cookie, COOKIES.language.name),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/** Loads the translations, then switches every app and the page language at once. */
export async function applyLanguage(lang: Lang): Promise<void> {
  await changeLanguage(lang);
  uiStore.getState().setLanguage(lang);
}

/** A choice of the player: kept in local storage and in the preferred-language cookie. */
export async function storeLanguage(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // Privacy mode: the cookie below still remembers it.
  }
  document.cookie = cookieAssignment(
    COOKIES.language.name,
    lang,
    COOKIES.language.maxAge,
    location.protocol === 'https:',
  );
  await applyLanguage(lang);
}
