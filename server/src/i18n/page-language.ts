// The language of the server's own pages (config pages, dashboard, cashier, mailbox, demo games)
// and of its refusal messages: the one rule the shell follows (docs/product-rules.md, "Languages
// and theme"), so a page the server paints speaks the language the site speaks. An explicit `lang`
// (or the sportsbook's `Language`) query parameter comes first: the game frames live on another
// host, where the site's cookie is not sent, and the site passes `lang`.
import type { FastifyRequest } from 'fastify';
import { CASINO_LANGUAGE } from '../casinos/casinos';
import { isLang, visitorLanguage, type PageLang } from '@parlor/site';

export { visitorLanguage, type PageLang } from '@parlor/site';

const asLang = (value: unknown): PageLang | null => {
  if (typeof value !== 'string') return null;
  const code = value.slice(0, 2).toLowerCase();
  return isLang(code) ? code : null;
};

export function pageLanguage(request: FastifyRequest): PageLang {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return asLang(query.lang) ?? asLang(query.Language) ?? visitorLanguage(request, CASINO_LANGUAGE);
}

/** A table of page texts per language; English stands in for a missing entry. */
export type PageTexts<K extends string> = Record<'en', Record<K, string>> &
  Partial<Record<Exclude<PageLang, 'en'>, Partial<Record<K, string>>>>;

/** The text of `key` in `lang`, with `{name}` placeholders filled in (values are not escaped). */
export function pageText<K extends string>(
  texts: PageTexts<K>,
  lang: PageLang,
  key: K,
  vars: Record<string, string | number> = {},
): string {
  const template = (lang === 'en' ? undefined : texts[lang]?.[key]) ?? texts.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
