import { uiStore } from '@parlor/shared/host';
import { readThemeCookie, resolveInitialTheme, storeTheme } from './theme';

describe('theme resolution', () => {
  it('prefers the cookie over the system preference', () => {
    expect(resolveInitialTheme('lang=de; theme=light', true)).toBe('light');
    expect(resolveInitialTheme('theme=dark', false)).toBe('dark');
  });
  it('falls back to the system preference', () => {
    expect(resolveInitialTheme('', true)).toBe('dark');
    expect(resolveInitialTheme('other=1', false)).toBe('light');
  });
  it('ignores values that are not a theme', () => {
    expect(readThemeCookie('theme=purple')).toBeNull();
    expect(readThemeCookie('xtheme=dark')).toBeNull();
  });
  it('stores the switch in a cookie and on the page', () => {
    storeTheme('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(uiStore.getState().theme).toBe('dark');
    expect(resolveInitialTheme(document.cookie, false)).toBe('dark');
  });
});
