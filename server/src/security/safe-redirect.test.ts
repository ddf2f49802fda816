import vm from 'node:vm';
import { EXIT_JS } from '../games/demo-pages';
import { safeRedirectPath, safeReturnUrl } from './safe-redirect';

const SITE = 'http://localhost:8080';
const HOSTILE = [
  '//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com/',
  'javascript:alert(1)',
  '/%2F%2Fevil.com',
  '/..//evil.com',
  ' /evil',
];

/** Runs the exit page's script with a stored return page; answers where it sends the window. */
function exitTarget(stored: string | null): string {
  let target = '';
  const location = {
    origin: SITE,
    replace: (to: string) => {
      target = to;
    },
  };
  const window = {};
  vm.runInNewContext(EXIT_JS, {
    URL,
    location,
    window: Object.assign(window, { top: window, self: window }),
    localStorage: { getItem: () => stored },
  });
  return target;
}

describe('safe redirects on the server', () => {
  it('keeps only pages of the site for a returnurl', () => {
    expect(safeReturnUrl(`${SITE}/slots?x=1#top`, SITE)).toBe(`${SITE}/slots?x=1#top`);
    expect(safeReturnUrl('http://evil.com/', SITE)).toBeNull();
    expect(safeReturnUrl(`${SITE}.evil.com/`, SITE)).toBeNull();
    expect(safeReturnUrl('/relative', SITE)).toBeNull();
    expect(safeReturnUrl(42, SITE)).toBeNull();
  });

  it('refuses every address a browser could read as another site', () => {
    for (const path of HOSTILE) expect(safeRedirectPath(path, '/')).toBe('/');
    expect(safeRedirectPath('/game/abc?from=home', '/')).toBe('/game/abc?from=home');
  });

  it('the exit page sends the window back only to a page of this site', () => {
    expect(exitTarget('/slots')).toBe('/slots');
    expect(exitTarget(null)).toBe('/');
    for (const path of HOSTILE) expect(exitTarget(path)).toBe('/');
  });
});
