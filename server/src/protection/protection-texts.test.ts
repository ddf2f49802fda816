import { formatUntil, PROTECTION_TEXTS, refusalSentence } from './protection-texts';

const LANGS = ['de', 'es', 'fr'] as const;
const AT = Date.UTC(2026, 10, 27);

it('words every sentence in every language, with the same placeholders', () => {
  const keys = Object.keys(PROTECTION_TEXTS.en) as (keyof typeof PROTECTION_TEXTS.en)[];
  const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  for (const lang of LANGS) {
    for (const key of keys) {
      const text = PROTECTION_TEXTS[lang]?.[key];
      expect([lang, key, typeof text]).toEqual([lang, key, 'string']);
      expect(holes(text!)).toEqual(holes(PROTECTION_TEXTS.en[key]));
    }
  }
});

it('says which rule refused and until when, in the visitor’s language', () => {
  expect(formatUntil(AT, 'en')).toBe('27 November 2026 at 00:00 UTC');
  expect(refusalSentence({ code: 'on_break', until: AT }, 'en')).toBe(
    'You are taking a break until 27 November 2026 at 00:00 UTC.',
  );
  expect(refusalSentence({ code: 'on_break', until: AT }, 'de')).toContain('27. November 2026');
  expect(refusalSentence({ code: 'self_excluded', until: null }, 'fr')).toBe(
    'Vous vous êtes exclu du jeu.',
  );
  expect(
    refusalSentence({ code: 'limit_reached', limit: 'deposit_week', until: AT }, 'es'),
  ).toContain('límite semanal');
});
