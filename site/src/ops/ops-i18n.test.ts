import { LANGS } from '../i18n/languages';
import { acceptedLangs, readLocale, translatorFor } from './ops-i18n';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('the console’s strings', () => {
  const english = readLocale('en');

  it.each(LANGS.filter((lang) => lang !== 'en'))(
    'has the same keys in %s as in English',
    (lang) => {
      expect(keysOf(readLocale(lang)).sort()).toEqual(keysOf(english).sort());
    },
  );

  it.each(LANGS.filter((lang) => lang !== 'en'))(
    'fills in the same values in %s as in English',
    (lang) => {
      const other = readLocale(lang);
      const at = (tree: Tree, key: string) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
      for (const key of keysOf(english)) {
        expect([key, placeholders(at(other, key))]).toEqual([key, placeholders(at(english, key))]);
      }
    },
  );

  it('reads in the chosen language, with the values filled in', () => {
    expect(translatorFor('de')('casino.title', { casino: 'fusion' })).toBe('Casino fusion');
    expect(translatorFor('fr')('actions.rollback')).toBe('Revenir en arrière');
    expect(translatorFor('en')('app.title')).toBe('Parlor operations');
  });

  it('takes the browser’s best language the console speaks', () => {
    expect(acceptedLangs('de-CH,de;q=0.9,en;q=0.8')).toEqual(['de', 'de', 'en']);
    expect(acceptedLangs('it, es;q=0.5, fr;q=0.7')).toEqual(['fr', 'es']);
    expect(acceptedLangs('fr;q=0, en')).toEqual(['en']);
    expect(acceptedLangs(undefined)).toEqual([]);
  });
});
