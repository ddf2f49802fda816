import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/play/gold-rush/nova', '/play/gold-rush/nova'],
    ['/category/online-slots?page=2', '/category/online-slots?page=2'],
    ['/tournaments#spring-cup', '/tournaments#spring-cup'],
    ['/search?q=gold&provider=nova#top', '/search?q=gold&provider=nova#top'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/search?q=a b', '/search?q=a%20b'],
    ['/a/b/../c', '/a/c'],
    ['/a/./b', '/a/b'],
    ['/../../etc', '/etc'],
    ['/@evil.com', '/@evil.com'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/live-dealer?return=%2Fhome', '/live-dealer?return=%2Fhome'],
    ['/jeux/été', '/jeux/%C3%A9t%C3%A9'],
    ['/a%', '/a%'],
  ])('accepts %p as %p', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/play'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['backslash inside', '/play\\..\\..\\evil'],
    ['http scheme', 'http://evil.com'],
    ['https scheme', 'https://evil.com/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['relative path', 'play/gold-rush'],
    ['dot relative', './play'],
    ['empty', ''],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash after slash', '/%2Fevil.com'],
    ['lower-case encoded slash', '/%2f/evil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash inside', '/play/%5C%5Cevil'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['triple-encoded slash', '/%25252Fevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['encoded null', '/play%00'],
    ['leading space', ' /play'],
    ['leading tab', '\t/play'],
    ['leading newline', '\n/play'],
    ['leading NUL', '\u0000/play'],
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['DEL character', '/\u007f/evil.com'],
    ['C1 control', '/\u0085/evil.com'],
    ['dot segment collapsing to //', '/..//evil.com'],
    ['dot segment collapsing to // (2)', '/.//evil.com'],
    ['nested dot segments', '/x/%2E%2E/%2E%2E//evil.com'],
    ['encoded dot segments', '/%2e%2e//evil.com'],
    ['very long', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_label, input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it.each([[undefined], [null], [42], [{}], [['/play']], [true], [Symbol('x')]])(
    'rejects the non-string %p',
    (input) => {
      expect(safeRedirect(input)).toBe('/');
    },
  );

  it('returns the given fallback', () => {
    expect(safeRedirect('//evil.com', '/home')).toBe('/home');
    expect(safeRedirect(undefined, '/providers')).toBe('/providers');
    expect(safeRedirect('/ok', '/home')).toBe('/ok');
  });
});
