// The strings of the page-painted first screen: the shell's, the lobby's and the tournaments' own
// translation files, read once, so the page shows the words the apps will show in the same place
// (the site is built and shipped with them). English stands in for a missing key, as in the apps.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../site-settings';
import type { PageLang } from '../../i18n/visitor-language';

type Tree = { [key: string]: string | Tree };
export type Namespace = 'shell' | 'lobby' | 'tournaments';

const FILES: Record<Namespace, string> = {
  shell: path.join(REPO_ROOT, 'shell', 'src', 'i18n', 'locales'),
  lobby: path.join(REPO_ROOT, 'mf-lobby', 'src', 'i18n', 'locales'),
  tournaments: path.join(REPO_ROOT, 'mf-tournaments', 'src', 'i18n', 'locales'),
};

const trees = new Map<string, Tree>();
function tree(ns: Namespace, lang: PageLang): Tree {
  const key = `${ns}/${lang}`;
  let found = trees.get(key);
  if (!found) {
    try {
      found = JSON.parse(fs.readFileSync(path.join(FILES[ns], `${lang}.json`), 'utf8')) as Tree;
    } catch {
      found = {};
    }
    trees.set(key, found);
  }
  return found;
}

function lookup(root: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = root;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (
  key: string,
  vars?: Record<string, string | number> & { defaultValue?: string },
) => string;

/** i18next's reading of a key: `_one`/`_other` by the count's plural form, `{{name}}` filled in. */
export function translator(ns: Namespace, lang: PageLang): Translate {
  const plural = new Intl.PluralRules(lang);
  return (key, vars = {}) => {
    const keys =
      typeof vars.count === 'number' ? [`${key}_${plural.select(vars.count)}`, `${key}_other`] : [];
    keys.push(key);
    let text: string | undefined;
    for (const root of [tree(ns, lang), tree(ns, 'en')]) {
      for (const k of keys) text ??= lookup(root, k);
    }
    text ??= vars.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}
