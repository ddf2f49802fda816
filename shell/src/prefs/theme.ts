import {
  COOKIES,
  cookieAssignment,
  readCookie,
  uiStore,
  type ThemeName,
} from '@parlor/shared/host';

export function readThemeCookie(cookie: string): ThemeName | null {
  const value = readCookie(cookie, COOKIES.theme.name);
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * Theme from the cookie, else the system preference (docs/product-rules.md, "Languages and theme").
 */
export function resolveInitialTheme(cookie: string, prefersDark: boolean): ThemeName {
  return readThemeCookie(cookie) ?? (prefersDark ? 'dark' : 'light');
}

export function applyTheme(theme: ThemeName): void {
  document.documentElement.dataset.theme = theme;
  uiStore.getState().setTheme(theme);
}

/** Runs before the first render (the server already set data-theme from the cookie). */
export function applyInitialTheme(): void {
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  applyTheme(resolveInitialTheme(document.cookie, prefersDark));
}

/** Switching stores the choice for 365 days (SameSite strict, Secure on https). */
export function storeTheme(theme: ThemeName): void {
  document.cookie = cookieAssignment(
    COOKIES.theme.name,
    theme,
    COOKIES.theme.maxAge,
    location.protocol === 'https:',
  );
  applyTheme(theme);
}
