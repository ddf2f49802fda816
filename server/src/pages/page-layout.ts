// The layout of the server's own pages (config pages, dashboard, sign-up, cashier, mailbox): a
// leaf module that imports no route module, so every area that paints a page can use it without
// an import cycle.
import type { CasinoDef } from '../casinos/casinos';
import { escapeHtml } from '../http';
import { langOrEnglish } from '@parlor/site';
import { pageText } from '../i18n/page-language';
import { withBaseLinks } from './base-links';
import { SITE_PAGE_TEXTS } from './server-page-texts';

/** A whole page: the title, the back link to the lobby and the body, in the page's language. */
export function renderPage(
  casino: CasinoDef,
  title: string,
  bodyHtml: string,
  extra: { lang?: string; css?: string; base?: string } = {},
): string {
  const page = `<!doctype html>
<html lang="${langOrEnglish(extra.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(casino.casino_name)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#14121f;color:#f4f1ff}
header,main{max-width:720px;margin:0 auto;padding:16px}
a{color:#ffcf5c}
ul{padding-left:0;list-style:none}
li{border-bottom:1px solid #332f4a;padding:12px 0}
.unread h2::after{content:" \\2022";color:#ffcf5c}
h2{font-size:1.05rem;margin:0 0 4px}
time{color:#a9a3c9;font-size:.85rem}
form{display:grid;gap:12px;max-width:360px}
label{display:grid;gap:4px;font-weight:600}
input,button{font:inherit;min-height:40px;padding:0 10px;border-radius:8px}
button{background:#ffcf5c;color:#14121f;border:0;font-weight:700;cursor:pointer}
[role=alert]{color:#ff8a80;min-height:1.4em}${extra.css ?? ''}
</style>
</head>
<body>
<header><a href="/">&larr; ${escapeHtml(pageText(SITE_PAGE_TEXTS, langOrEnglish(extra.lang), 'back', { casino: casino.casino_name }))}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
  return withBaseLinks(page, extra.base ?? '');
}
