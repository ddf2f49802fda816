// The language of the server's own pages (dashboard, cashier, demo games): the page's `lang` (or
// the sportsbook's `Language`) query parameter, else the site's `lang` cookie, else English. The
// game frames live on another host, where the site's cookie is not sent: the site passes `lang`.
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../auth/cookies';

export const PAGE_LANGS = ['en', 'de', 'es', 'fr'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

const asLang = (value: unknown): PageLang | null => {
  if (typeof value !== 'string') return null;
  const code = value.slice(0, 2).toLowerCase();
  return (PAGE_LANGS as readonly string[]).includes(code) ? (code as PageLang) : null;
};

export function pageLanguage(request: FastifyRequest): PageLang {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return (
    asLang(query.lang) ?? asLang(query.Language) ?? asLang(readCookie(request, 'lang')) ?? 'en'
  );
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
