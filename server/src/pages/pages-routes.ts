// Server-side pages: /pages/* (config pages) and /dashboard/* (account, message center, loyalty).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CasinoDef } from '../casinos/casinos';
import { currentPlayer, type AppContext } from '../context';
import { balancesOf, listMessages, markAllRead } from '../db/players';
import { dailyFreeSpinsSummary } from '../freespins/freespins-keywords';
import { escapeHtml, requestCasino } from '../http';
import {
  PAGE_LANGS,
  pageLanguage,
  pageText,
  type PageLang,
  type PageTexts,
} from '../i18n/page-language';
import { DESIGN_SWITCH_CSS, designSwitchHtml, registerDesignSwitch } from './design-trial';
import { registerSignupPage } from './signup-page';

const PAGES: Record<string, { title: string; text: string }> = {
  signup: { title: 'Sign up', text: 'Create your account to play for real money.' },
  'cashier/withdrawals': { title: 'Withdrawals', text: 'Request a withdrawal of your winnings.' },
  vipprogram: { title: 'VIP Program', text: 'Climb the VIP levels for bigger rewards.' },
  banking: { title: 'Banking', text: 'Payment methods, limits and processing times.' },
  contact: { title: 'Contact Us', text: 'Our support team is available around the clock.' },
  terms: { title: 'Terms & Conditions', text: 'The rules of this demo casino.' },
  privacy: { title: 'Privacy Policy', text: 'How we handle your data.' },
  'weekly-cashback': {
    title: 'Cashback hebdomadaire',
    text: 'Chaque lundi, une partie de vos pertes de la semaine vous est remboursée.',
  },
  'refer-a-friend': {
    title: 'Refer a Friend',
    text: 'Invite friends and earn a bonus when they join.',
  },
};

const HEADER_TEXTS: PageTexts<'back'> = {
  en: { back: '{casino}: back to the lobby' },
  de: { back: '{casino}: zurück zur Lobby' },
  es: { back: '{casino}: volver al lobby' },
  fr: { back: '{casino} : retour au lobby' },
};

const asPageLang = (lang: string | undefined): PageLang =>
  (PAGE_LANGS as readonly string[]).includes(lang ?? '') ? (lang as PageLang) : 'en';

export function renderPage(
  casino: CasinoDef,
  title: string,
  bodyHtml: string,
  extra: { lang?: string; css?: string } = {},
): string {
  return `<!doctype html>
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
<header><a href="/">&larr; ${escapeHtml(pageText(HEADER_TEXTS, asPageLang(extra.lang), 'back', { casino: casino.casino_name }))}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
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
  app.get('/pages/*', async (request, reply) => {
    const { casino } = requestCasino(request);
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const page = Object.prototype.hasOwnProperty.call(PAGES, name) ? PAGES[name] : undefined;
    if (!page)
      return html(reply, 404, renderPage(casino, 'Page not found', '<p>Lost in the Shuffle.</p>'));
    return html(reply, 200, renderPage(casino, page.title, `<p>${escapeHtml(page.text)}</p>`));
  });

  const loginFirst = (casino: CasinoDef) =>
    renderPage(
      casino,
      'Please log in',
      '<p>Log in to see this page.</p><p><a href="/">Go to the lobby</a></p>',
    );

  app.get('/dashboard/*', async (request, reply) => {
    const { casino } = requestCasino(request);
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const player = currentPlayer(ctx, request, casino);
    const known = ['', 'messagecenter', 'loyalty', 'loyalty/dailyfreespins'];
    if (!known.includes(name)) {
      return html(reply, 404, renderPage(casino, 'Page not found', '<p>Lost in the Shuffle.</p>'));
    }
    if (!player) return html(reply, 401, loginFirst(casino));
    // Loyalty is hidden in fusion and fun-money casinos; daily free spins need them configured.
    const unavailable =
      (name.startsWith('loyalty') &&
        (casino.is_fusion || casino.fun_money_casino) &&
        name !== 'loyalty/dailyfreespins') ||
      (name === 'loyalty/dailyfreespins' && !casino.dfs);
    if (unavailable) {
      return html(
        reply,
        404,
        renderPage(casino, 'Not available', '<p>This page is not offered by this casino.</p>'),
      );
    }
    if (name === 'messagecenter') {
      const messages = listMessages(ctx.db, player.id);
      markAllRead(ctx.db, player.id);
      const items = messages
        .map(
          (m) =>
            `<li class="${m.read ? 'read' : 'unread'}"><h2>${escapeHtml(m.subject)}</h2><time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(m.sent_at.slice(0, 10))}</time><p>${escapeHtml(m.body)}</p></li>`,
        )
        .join('\n');
      return html(
        reply,
        200,
        renderPage(
          casino,
          'Message center',
          messages.length ? `<ul>${items}</ul>` : '<p>No messages.</p>',
        ),
      );
    }
    if (name === 'loyalty/dailyfreespins') {
      return html(
        reply,
        200,
        renderPage(casino, 'Daily free spins', dailyFreeSpinsSummary(ctx, casino, player)),
      );
    }
    if (name.startsWith('loyalty')) {
      const title = name === 'loyalty' ? 'Loyalty' : 'Daily free spins';
      return html(
        reply,
        200,
        renderPage(casino, title, `<p>Comp points: ${player.comp_points}</p>`),
      );
    }
    const b = balancesOf(player);
    return html(
      reply,
      200,
      renderPage(
        casino,
        'My account',
        `<p>${escapeHtml(player.fname)} ${escapeHtml(player.lname)} (${escapeHtml(player.class_display_name)})</p>
<p>Balance: ${b.balance?.toFixed(2)} ${escapeHtml(b.currency_code)}</p>
<p><a href="/dashboard/messagecenter">Message center</a></p>
${designSwitchHtml(request)}`,
        { lang: pageLanguage(request), css: DESIGN_SWITCH_CSS },
      ),
    );
  });
}
