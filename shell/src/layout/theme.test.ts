import { readThemeCookie, resolveInitialTheme } from './theme';

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
});
