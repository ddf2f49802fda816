// The console's words, through i18next, in the site's languages: English, German, Spanish and
// French (i18n/<lang>.json, read once; the site ships its sources). The operator's choice is kept
// in the `parlor_ops_lang` cookie; without one, the browser's Accept-Language decides.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@parlor/shared/types';
import { LANGS, isLang } from '../i18n/languages';
import { SITE_ROOT } from '../site-settings';
import { readCookie } from '../web/cookies';

export const LANG_COOKIE = 'parlor_ops_lang';
export const OPS_NAMESPACE = 'ops';
export const OPS_LOCALES_DIR = path.join(SITE_ROOT, 'src', 'ops', 'i18n');

export type OpsLang = Lang;
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
type Tree = { [key: string]: string | Tree };

export function readLocale(lang: OpsLang, dir: string = OPS_LOCALES_DIR): Tree {
  return JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Tree;
}

let instance: I18n | undefined;
function opsI18n(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    resources: Object.fromEntries(
      LANGS.map((lang) => [lang, { [OPS_NAMESPACE]: readLocale(lang) }]),
    ),
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    ns: [OPS_NAMESPACE],
    defaultNS: OPS_NAMESPACE,
    // every value is escaped where it is written into markup (ops-html.ts), once
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance = created;
  return created;
}

export function translatorFor(lang: OpsLang): Translate {
  const t = opsI18n().getFixedT(lang, OPS_NAMESPACE);
  return (key, vars) => String(t(key, vars ?? {}));
}

/** The languages of an Accept-Language header that the console speaks, best first. */
export function acceptedLangs(header: string | undefined): OpsLang[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => isLang(entry.lang) && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.lang as OpsLang);
}

/** The operator's language: their cookie, else their browser's, else English. */
export function opsLangOf(request: FastifyRequest): OpsLang {
  const chosen = readCookie(request, LANG_COOKIE);
  if (isLang(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return acceptedLangs(typeof header === 'string' ? header : undefined)[0] ?? 'en';
}

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES: Record<OpsLang, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};
