import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

function at(tree: object, key: string): string {
  return key
    .split('.')
    .reduce((node: unknown, part) => (node as Record<string, unknown>)[part], tree) as string;
}

describe('game translations', () => {
  it.each([
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])(
    '%s has every English key and no other, with the same placeholders, translated',
    (_lang, tree) => {
      expect(keys(tree).sort()).toEqual(keys(en).sort());
      for (const key of keys(en))
        expect([key, placeholders(at(tree, key))]).toEqual([key, placeholders(at(en, key))]);
      expect(tree.account_required.heading).not.toBe(en.account_required.heading);
      expect(tree.errors.protection.age_unverified).not.toBe(en.errors.protection.age_unverified);
      expect(tree.protection_help.responsible_gaming).not.toBe(
        en.protection_help.responsible_gaming,
      );
    },
  );
});
