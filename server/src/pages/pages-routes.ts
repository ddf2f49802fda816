// Server-side pages: /pages/* (config pages) and /dashboard/* (account, message center, loyalty).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CasinoDef } from '../casinos/casinos';
import { currentPlayer, type AppContext } from '../context';
import { balancesOf, listMessages, markAllRead } from '../db/players';
import { dailyFreeSpinsSummary } from '../freespins/freespins-keywords';
import { escapeHtml, requestCasino } from '../http';
import { PAGE_LANGS, pageText, type PageLang } from '../i18n/page-language';
import { pageOptions, withBaseLinks } from './base-links';
import { DESIGN_SWITCH_CSS, designSwitchHtml, registerDesignSwitch } from './design-trial';
import { CONFIG_PAGE_TEXTS, SITE_PAGE_TEXTS, type ConfigPageName } from './server-page-texts';
import { registerSignupPage } from './signup-page';

type SiteTextKey = keyof (typeof SITE_PAGE_TEXTS)['en'];

// The weekly cashback page is the French link of casino 14: French whatever the site's language.
const WEEKLY_CASHBACK = {
  title: 'Cashback hebdomadaire',
  text: 'Chaque lundi, une partie de vos pertes de la semaine vous est remboursée.',
};
const CONFIG_PAGES: readonly ConfigPageName[] = [
  'cashier/withdrawals',
  'vipprogram',
  'banking',
  'contact',
  'terms',
  'privacy',
  'refer-a-friend',
];

const asPageLang = (lang: string | undefined): PageLang =>
  (PAGE_LANGS as readonly string[]).includes(lang ?? '') ? (lang as PageLang) : 'en';

export function renderPage(
  casino: CasinoDef,
  title: string,
  bodyHtml: string,
  extra: { lang?: string; css?: string; base?: string } = {},
): string {
  const page = `<!doctype html>
<html lang="${asPageLang(extra.lang)}">
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
<header><a href="/">&larr; ${escapeHtml(pageText(SITE_PAGE_TEXTS, asPageLang(extra.lang), 'back', { casino: casino.casino_name }))}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
  return withBaseLinks(page, extra.base ?? '');
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

export function registerPagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSignupPage(app);
  registerDesignSwitch(app, ctx);

  const notFound = (casino: CasinoDef, options: { lang: PageLang; base: string }) => {
    const t = (key: 'not_found_title' | 'not_found_text') =>
      pageText(SITE_PAGE_TEXTS, options.lang, key);
    return renderPage(
      casino,
      t('not_found_title'),
      `<p>${escapeHtml(t('not_found_text'))}</p>`,
      options,
    );
  };

  app.get('/pages/*', async (request, reply) => {
    const { casino } = requestCasino(request);
    const options = pageOptions(request);
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    if (name === 'weekly-cashback') {
      const { title, text } = WEEKLY_CASHBACK;
      return html(
        reply,
        200,
        renderPage(casino, title, `<p>${escapeHtml(text)}</p>`, { ...options, lang: 'fr' }),
      );
    }
    const page = CONFIG_PAGES.find((known) => known === name);
    if (!page) return html(reply, 404, notFound(casino, options));
    const title = pageText(CONFIG_PAGE_TEXTS, options.lang, `${page}:title`);
    const text = pageText(CONFIG_PAGE_TEXTS, options.lang, `${page}:text`);
    return html(reply, 200, renderPage(casino, title, `<p>${escapeHtml(text)}</p>`, options));
  });

  app.get('/dashboard/*', async (request, reply) => {
    const { casino } = requestCasino(request);
    const options = pageOptions(request);
    const t = (key: SiteTextKey, vars?: Record<string, string | number>) =>
      escapeHtml(pageText(SITE_PAGE_TEXTS, options.lang, key, vars));
    const page = (status: number, title: SiteTextKey, body: string, css?: string) =>
      html(
        reply,
        status,
        renderPage(casino, pageText(SITE_PAGE_TEXTS, options.lang, title), body, {
          ...options,
          css,
        }),
      );
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const player = currentPlayer(ctx, request, casino);
    const known = ['', 'messagecenter', 'loyalty', 'loyalty/dailyfreespins'];
    if (!known.includes(name)) return html(reply, 404, notFound(casino, options));
    if (!player) {
      return page(
        401,
        'log_in_title',
        `<p>${t('log_in_text')}</p><p><a href="/">${t('go_to_lobby')}</a></p>`,
      );
    }
    // Loyalty is hidden in fusion and fun-money casinos; daily free spins need them configured.
    const unavailable =
      (name.startsWith('loyalty') &&
        (casino.is_fusion || casino.fun_money_casino) &&
        name !== 'loyalty/dailyfreespins') ||
      (name === 'loyalty/dailyfreespins' && !casino.dfs);
    if (unavailable) return page(404, 'unavailable_title', `<p>${t('unavailable_text')}</p>`);
    if (name === 'messagecenter') {
      const messages = listMessages(ctx.db, player.id);
      markAllRead(ctx.db, player.id);
      const items = messages
        .map(
          (m) =>
            `<li class="${m.read ? 'read' : 'unread'}"><h2>${escapeHtml(m.subject)}</h2><time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(m.sent_at.slice(0, 10))}</time><p>${escapeHtml(m.body)}</p></li>`,
        )
        .join('\n');
      return page(
        200,
        'message_center',
        messages.length ? `<ul>${items}</ul>` : `<p>${t('no_messages')}</p>`,
      );
    }
    if (name === 'loyalty/dailyfreespins') {
      return page(
        200,
        'daily_free_spins',
        dailyFreeSpinsSummary(ctx, casino, player, options.lang),
      );
    }
    if (name === 'loyalty') {
      return page(200, 'loyalty', `<p>${t('comp_points', { points: player.comp_points })}</p>`);
    }
    const b = balancesOf(player);
    return page(
      200,
      'account',
      `<p>${escapeHtml(player.fname)} ${escapeHtml(player.lname)} (${escapeHtml(player.class_display_name)})</p>
<p>${t('balance', { amount: b.balance?.toFixed(2) ?? '', currency: b.currency_code })}</p>
<p><a href="/dashboard/messagecenter">${t('message_center')}</a></p>
${designSwitchHtml(request)}`,
      DESIGN_SWITCH_CSS,
    );
  });
}
