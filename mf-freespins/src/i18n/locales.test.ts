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

describe('free spins translations', () => {
  it.each([
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('%s has every English key and no other, translated', (_lang, tree) => {
    expect(keys(tree).sort()).toEqual(keys(en).sort());
    expect(tree.wheel.spin).not.toBe(en.wheel.spin);
  });
});
