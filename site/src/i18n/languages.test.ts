import { isLang, LANGS, langOrEnglish } from './languages';

describe('the site languages', () => {
  it('are en, de, es and fr, in the order of the language menu', () => {
    expect(LANGS).toEqual(['en', 'de', 'es', 'fr']);
  });

  it('accept only their exact codes, and fall back to English', () => {
    expect(isLang('de')).toBe(true);
    expect(isLang('DE')).toBe(false);
    expect(isLang('toString')).toBe(false);
    expect(isLang(undefined)).toBe(false);
    expect(langOrEnglish('fr')).toBe('fr');
    expect(langOrEnglish('it')).toBe('en');
    expect(langOrEnglish(['fr'])).toBe('en');
  });
});
