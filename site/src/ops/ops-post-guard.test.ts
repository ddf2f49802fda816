import { postRefusal, tokensMatch, type PostGuardInput } from './ops-post-guard';

const OK: PostGuardInput = {
  origin: 'https://ops.example.com',
  secFetchSite: 'same-origin',
  host: 'ops.example.com',
  expectedCsrf: 'token-of-the-session',
  givenCsrf: 'token-of-the-session',
};

describe('the check of a state-changing POST', () => {
  it('lets the console’s own form through, behind a TLS proxy too', () => {
    expect(postRefusal(OK)).toBeNull();
    expect(postRefusal({ ...OK, origin: 'http://ops.example.com' })).toBeNull();
  });

  it('lets a request through that names no origin (an older browser, a script)', () => {
    expect(postRefusal({ ...OK, origin: undefined, secFetchSite: undefined })).toBeNull();
  });

  it('accepts `Origin: null` only when the browser says the request is same-origin', () => {
    expect(postRefusal({ ...OK, origin: 'null' })).toBeNull();
    expect(postRefusal({ ...OK, origin: 'null', secFetchSite: undefined })).toBe('foreign_origin');
  });

  it('refuses a foreign origin, another port, and a cross-site or same-site fetch', () => {
    expect(postRefusal({ ...OK, origin: 'https://evil.example' })).toBe('foreign_origin');
    expect(postRefusal({ ...OK, origin: 'https://ops.example.com:8443' })).toBe('foreign_origin');
    expect(postRefusal({ ...OK, origin: 'not a url' })).toBe('foreign_origin');
    expect(postRefusal({ ...OK, origin: undefined, secFetchSite: 'cross-site' })).toBe(
      'foreign_origin',
    );
    expect(postRefusal({ ...OK, secFetchSite: 'same-site' })).toBe('foreign_origin');
  });

  it('refuses a missing or wrong CSRF token once there is a session', () => {
    expect(postRefusal({ ...OK, givenCsrf: undefined })).toBe('csrf');
    expect(postRefusal({ ...OK, givenCsrf: 'token-of-the-sessiom' })).toBe('csrf');
    expect(postRefusal({ ...OK, givenCsrf: 'short' })).toBe('csrf');
    expect(postRefusal({ ...OK, givenCsrf: ['token-of-the-session'] })).toBe('csrf');
    expect(postRefusal({ ...OK, expectedCsrf: null, givenCsrf: undefined })).toBeNull();
  });

  it('compares tokens of any length without throwing', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abcd')).toBe(false);
    expect(tokensMatch('abc', 42)).toBe(false);
  });
});
