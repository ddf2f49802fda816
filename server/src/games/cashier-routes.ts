// The demo cashier page (the config page `cashier`) and its deposit.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { CasinoDef } from '../casinos/casinos';
import { balancesOf } from '../db/players';
import { escapeHtml, field, sendError, sendHtml } from '../http';
import { renderPage } from '../pages/page-layout';
import { CASHIER_JS } from './demo-pages';
import { staticFile } from './game-http';
import { isSameOriginRequest } from '../security/same-origin';
import { deposit, issueCashierNonce, parseAmountCents } from './cashier';
import { CASHIER_TEXTS, type CashierTextKey } from './page-texts';
import { pageLanguage, pageText, type PageLang } from '../i18n/page-language';
import { refusalBody, sendRefusal } from '../protection/refusal-reply';
import type { Refusal } from '../protection/refusals';
import { protectionProfileOf } from '../protection/profiles';
import {
  depositLimitOffer,
  LIMIT_OFFER_CSS,
  LIMIT_OFFER_SCRIPT,
  LIMIT_OFFER_SCRIPT_PATH,
} from '../cashier/deposit-limit-offer';

const textOf =
  (lang: PageLang) =>
  (key: CashierTextKey, vars: Record<string, string> = {}) =>
    escapeHtml(pageText(CASHIER_TEXTS, lang, key, vars));

/** Where a player refused by a protection rule finds help: the tools and the casino's contacts. */
function helpHtml(casino: CasinoDef, lang: PageLang): string {
  const t = textOf(lang);
  const contacts = protectionProfileOf(casino.key)
    .help.map(
      (h) =>
        `<li><a href="${escapeHtml(h.url)}" rel="noopener">${escapeHtml(h.name)}</a>${h.phone ? ` ${escapeHtml(h.phone)}` : ''}</li>`,
    )
    .join('');
  return `<p>${t('help_text')}</p>
<ul class="help-contacts">${contacts}</ul>
<p><a href="/responsible-gaming">${t('responsible_gaming')}</a></p>`;
}

export function registerCashierRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/cashier.js', staticFile('text/javascript; charset=utf-8', CASHIER_JS));
  app.get(
    LIMIT_OFFER_SCRIPT_PATH,
    staticFile('text/javascript; charset=utf-8', LIMIT_OFFER_SCRIPT),
  );

  app.get('/pages/cashier', async (request, reply) => {
    const { casino } = request;
    const player = request.player();
    const lang = pageLanguage(request);
    const t = textOf(lang);
    if (!player) {
      return sendHtml(
        reply,
        renderPage(
          casino,
          t('title'),
          `<p>${t('log_in_to_deposit')}</p><p><a href="/">${t('go_to_lobby')}</a></p>`,
          { lang, base: request.server.parlorBasePath },
        ),
      );
    }
    const b = balancesOf(player);
    const query = request.query as Record<string, unknown>;
    const done =
      query.deposit === 'ok'
        ? `<p role="status" class="deposit-ok">${t('deposit_ok')}</p>`
        : query.deposit === 'invalid'
          ? `<p role="alert">${t('invalid_amount')}</p>`
          : '';
    const nonce = issueCashierNonce(ctx.db, player.id, ctx.now());
    // before the person's first deposit: an offer to set deposit limits, above the form
    const offer = depositLimitOffer(ctx.db, player, lang);
    const amounts = [10, 25, 50, 100]
      .map(
        (a, i) =>
          `<label><input type="radio" name="amount" value="${a}"${i === 1 ? ' checked' : ''}> ${a}.00</label>`,
      )
      .join(' ');
    return sendHtml(
      reply,
      renderPage(
        casino,
        t('title'),
        `${done}
<p>${t('balance')} <strong data-testid="cashier-balance">${b.balance?.toFixed(2)}</strong> ${escapeHtml(b.currency_code)}</p>
${offer}
<form id="deposit-form" method="post" action="/pages/cashier/deposit">
<fieldset><legend>${t('deposit_amount', { currency: b.currency_code })}</legend>${amounts}</fieldset>
<input type="hidden" name="nonce" value="${nonce}">
<p><button type="submit" data-busy-text="${t('processing')}">${t('deposit')}</button></p>
</form>
<p><a href="/pages/cashier/withdrawals">${t('withdrawals')}</a></p>
<script src="/pages/cashier.js" defer></script>`,
        { lang, base: request.server.parlorBasePath, css: offer ? LIMIT_OFFER_CSS : undefined },
      ),
    );
  });

  app.post('/pages/cashier/deposit', async (request, reply) => {
    const { casino } = request;
    const player = request.player();
    if (!player) return sendError(reply, 401, 'auth_required', 'Log in first');
    // money moves only on a form this site served: the browser's Origin must be this host
    if (!isSameOriginRequest(request)) {
      return refused(request, reply, casino, 403, 'not_from_cashier', pageLanguage(request));
    }
    const now = ctx.now();
    const outcome = deposit(
      ctx.db,
      player.id,
      field(request.body, 'nonce'),
      parseAmountCents(field(request.body, 'amount')),
      now,
    );
    const lang = pageLanguage(request);
    switch (outcome.status) {
      case 'credited':
      case 'already_credited':
        return reply.redirect(`${request.server.parlorBasePath}/pages/cashier?deposit=ok`, 303);
      case 'invalid_amount':
        return refused(request, reply, casino, 400, 'invalid_amount', lang);
      case 'over_daily_cap':
        return refused(request, reply, casino, 400, 'over_daily_cap', lang);
      case 'invalid_nonce':
        return refused(request, reply, casino, 409, 'form_expired', lang);
      case 'refused':
        return protectionRefused(request, reply, casino, outcome.refusal, lang);
    }
  });

  /** A deposit a protection rule refuses: JSON to a caller that asks for it, else the page. */
  const protectionRefused = (
    request: FastifyRequest,
    reply: FastifyReply,
    casino: CasinoDef,
    refusal: Refusal,
    lang: PageLang,
  ) => {
    const accept = String(request.headers.accept ?? '');
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      return sendRefusal(reply, refusal);
    }
    const t = textOf(lang);
    const body = refusalBody(refusal, lang);
    const data = [
      `data-code="${escapeHtml(body.code)}"`,
      body.limit ? `data-limit="${escapeHtml(body.limit)}"` : '',
      body.until ? `data-until="${escapeHtml(body.until)}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return sendHtml(
      reply,
      renderPage(
        casino,
        t('title'),
        `<p role="alert" class="protection-refusal" ${data}>${escapeHtml(body.error)} ${t('nothing_charged')}</p>
${helpHtml(casino, lang)}
<p><a href="/pages/cashier">${t('back_to_cashier')}</a></p>`,
        { lang, base: request.server.parlorBasePath },
      ),
      { status: 403 },
    );
  };

  const refused = (
    request: FastifyRequest,
    reply: FastifyReply,
    casino: CasinoDef,
    status: number,
    message: CashierTextKey,
    lang: PageLang,
  ) => {
    const t = textOf(lang);
    return sendHtml(
      reply,
      renderPage(
        casino,
        t('title'),
        `<p role="alert">${t(message)} ${t('nothing_charged')}</p>
<p><a href="/pages/cashier">${t('back_to_cashier')}</a></p>`,
        { lang, base: request.server.parlorBasePath },
      ),
      { status },
    );
  };
}
