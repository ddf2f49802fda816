import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import protectionDe from '../protection/i18n/locales/de.json';
import protectionEn from '../protection/i18n/locales/en.json';
import protectionEs from '../protection/i18n/locales/es.json';
import protectionFr from '../protection/i18n/locales/fr.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('shell translations', () => {
  it.each([
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('%s has every English key and no other', (_lang, tree) => {
    expect(keys(tree).sort()).toEqual(keys(en).sort());
  });

  it.each([
    ['de', protectionDe],
    ['es', protectionEs],
    ['fr', protectionFr],
  ])('%s has every English key of the protection screens and no other', (_lang, tree) => {
    expect(keys(tree).sort()).toEqual(keys(protectionEn).sort());
  });

  it.each([
    ['en', en],
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('%s names the regulator once in the licence line, where its link goes', (_lang, tree) => {
    expect(tree.footer.licence.split('{{regulator}}')).toHaveLength(2);
    expect(tree.footer.licence).toContain('{{number}}');
  });

  it('quotes the spec copy exactly', () => {
    expect(en.not_found.title).toBe('Lost in the Shuffle');
    expect(en.not_found.text).toBe(
      'The page you requested is no longer available, or cannot be found.',
    );
  });

  it('translates the German shell (not a copy of English)', () => {
    expect(de.nav.games).toBe('Spiele');
    expect(de.nav.logout).not.toBe(en.nav.logout);
    expect(de.profile.title).not.toBe(en.profile.title);
  });
});
