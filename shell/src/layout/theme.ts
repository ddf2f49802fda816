import { uiStore, type ThemeName } from '@parlor/shared';

const THEME_COOKIE = 'theme';

export function readThemeCookie(cookie: string): ThemeName | null {
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(cookie);
  return (match?.[1] as ThemeName | undefined) ?? null;
}

/** Theme from the cookie, else the system preference (spec section 4). */
export function resolveInitialTheme(cookie: string, prefersDark: boolean): ThemeName {
  return readThemeCookie(cookie) ?? (prefersDark ? 'dark' : 'light');
}

export function applyTheme(theme: ThemeName): void {
  document.documentElement.dataset.theme = theme;
  uiStore.getState().setTheme(theme);
}

export function applyInitialTheme(): void {
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  applyTheme(resolveInitialTheme(document.cookie, prefersDark));
}

/** Switching stores the choice for 365 days (SameSite strict, Secure on https). */
export function storeTheme(theme: ThemeName): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${theme}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Strict${secure}`;
  applyTheme(theme);
}
