// Server-side pages: /pages/* (config pages) and /dashboard/* (account, message center, loyalty).
import type { FastifyPluginAsync } from 'fastify';
import type { CasinoDef } from '../casinos/casinos';
import { balancesOf, listMessages, markAllRead } from '../db/players';
import { dailyFreeSpinsSummary } from '../freespins/dashboard-summary';
import { escapeHtml, sendHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { pageOptions } from './base-links';
import { DESIGN_SWITCH_CSS, designSwitchHtml, registerDesignSwitch } from './design-trial';
import { renderPage } from './page-layout';
import { CONFIG_PAGE_TEXTS, SITE_PAGE_TEXTS, type ConfigPageName } from './server-page-texts';
import { registerSignupPage } from './signup-page';

type SiteTextKey = keyof (typeof SITE_PAGE_TEXTS)['en'];

// The weekly cashback page is the French link of casino 14: French whatever the site's language.
const WEEKLY_CASHBACK = {
  title: 'Cashback hebdomadaire',
  text: 'Chaque lundi, une partie de vos pertes de la semaine vous est remboursée.',
};
const CONFIG_PAGES: readonly ConfigPageName[] = [
  'vipprogram',
  'banking',
  'contact',
  'terms',
  'privacy',
  'refer-a-friend',
];

/** The pages area, a Fastify plugin. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  registerSignupPage(app);
  registerDesignSwitch(app);

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
    const { casino } = request;
    const options = pageOptions(request);
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    if (name === 'weekly-cashback') {
      const { title, text } = WEEKLY_CASHBACK;
      return sendHtml(
        reply,
        renderPage(casino, title, `<p>${escapeHtml(text)}</p>`, { ...options, lang: 'fr' }),
      );
    }
    const page = CONFIG_PAGES.find((known) => known === name);
    if (!page) return sendHtml(reply, notFound(casino, options), { status: 404 });
    const title = pageText(CONFIG_PAGE_TEXTS, options.lang, `${page}:title`);
    const text = pageText(CONFIG_PAGE_TEXTS, options.lang, `${page}:text`);
    return sendHtml(reply, renderPage(casino, title, `<p>${escapeHtml(text)}</p>`, options));
  });

  app.get('/dashboard/*', async (request, reply) => {
    const { casino } = request;
    const options = pageOptions(request);
    const t = (key: SiteTextKey, vars?: Record<string, string | number>) =>
      escapeHtml(pageText(SITE_PAGE_TEXTS, options.lang, key, vars));
    const page = (status: number, title: SiteTextKey, body: string, css?: string) =>
      sendHtml(
        reply,
        renderPage(casino, pageText(SITE_PAGE_TEXTS, options.lang, title), body, {
          ...options,
          css,
        }),
        { status },
      );
    const name = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const player = request.player();
    const known = ['', 'messagecenter', 'loyalty', 'loyalty/dailyfreespins'];
    if (!known.includes(name)) return sendHtml(reply, notFound(casino, options), { status: 404 });
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
};
