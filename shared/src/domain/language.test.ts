import { resolveLanguage, toLang } from './language';

describe('language resolution', () => {
  it('takes local storage first', () => {
    expect(resolveLanguage({ stored: 'fr', config: 'de', cookie: 'es', browser: ['de'] })).toBe(
      'fr',
    );
  });
  it('then the config language', () => {
    expect(resolveLanguage({ stored: null, config: 'de', cookie: 'es' })).toBe('de');
    expect(resolveLanguage({ stored: 'xx', config: 'es' })).toBe('es');
  });
  it('then the cookie, then the browser', () => {
    expect(resolveLanguage({ cookie: 'es', browser: ['fr'] })).toBe('es');
    expect(resolveLanguage({ browser: ['pt-BR', 'de-AT', 'fr'] })).toBe('de');
  });
  it('falls back to English', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ stored: 'it', browser: ['ja'] })).toBe('en');
  });
  it('normalises regional codes', () => {
    expect(toLang('FR-ca')).toBe('fr');
    expect(toLang('es_MX')).toBe('es');
    expect(toLang('')).toBeNull();
  });
});
