// The demo cashier page (the config page `cashier`) and its deposit.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentPlayer, type AppContext } from '../context';
import type { CasinoDef } from '../casinos/casinos';
import { balancesOf } from '../db/players';
import { escapeHtml, field, requestCasino, sendError } from '../http';
import { renderPage } from '../pages/pages-routes';
import { CASHIER_JS } from './demo-pages';
import { staticFile } from './game-http';
import { isSameOriginRequest } from '../security/same-origin';
import { deposit, issueCashierNonce, parseAmountCents } from './cashier';

export function registerCashierRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/cashier.js', staticFile('text/javascript; charset=utf-8', CASHIER_JS));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  app.get('/pages/cashier', async (request, reply) => {
    const { casino } = requestCasino(request);
    const player = currentPlayer(ctx, request, casino);
    if (!player) {
      return html(
        reply,
        200,
        renderPage(
          casino,
          'Cashier',
          '<p>Log in to deposit.</p><p><a href="/">Go to the lobby</a></p>',
        ),
      );
    }
    const b = balancesOf(player);
    const query = request.query as Record<string, unknown>;
    const done =
      query.deposit === 'ok'
        ? '<p role="status" class="deposit-ok">Deposit received. Good luck!</p>'
        : query.deposit === 'invalid'
          ? '<p role="alert">Choose an amount between 1 and 10,000.</p>'
          : '';
    const nonce = issueCashierNonce(ctx.db, player.id);
    const amounts = [10, 25, 50, 100]
      .map(
        (a, i) =>
          `<label><input type="radio" name="amount" value="${a}"${i === 1 ? ' checked' : ''}> ${a}.00</label>`,
      )
      .join(' ');
    return html(
      reply,
      200,
      renderPage(
        casino,
        'Cashier',
        `${done}
<p>Balance: <strong data-testid="cashier-balance">${b.balance?.toFixed(2)}</strong> ${escapeHtml(b.currency_code)}</p>
<form id="deposit-form" method="post" action="/pages/cashier/deposit">
<fieldset><legend>Deposit amount (${escapeHtml(b.currency_code)})</legend>${amounts}</fieldset>
<input type="hidden" name="nonce" value="${nonce}">
<p><button type="submit">Deposit</button></p>
</form>
<p><a href="/pages/cashier/withdrawals">Withdrawals</a></p>
<script src="/pages/cashier.js" defer></script>`,
      ),
    );
  });

  app.post('/pages/cashier/deposit', async (request, reply) => {
    const { casino } = requestCasino(request);
    const player = currentPlayer(ctx, request, casino);
    if (!player) return sendError(reply, 401, 'auth_required', 'Log in first');
    // money moves only on a form this site served: the browser's Origin must be this host
    if (!isSameOriginRequest(request)) {
      return refused(reply, casino, 403, 'This deposit did not come from the cashier page.');
    }
    const outcome = deposit(
      ctx.db,
      player.id,
      field(request.body, 'nonce'),
      parseAmountCents(field(request.body, 'amount')),
    );
    switch (outcome.status) {
      case 'credited':
      case 'already_credited':
        return reply.redirect('/pages/cashier?deposit=ok', 303);
      case 'invalid_amount':
        return refused(reply, casino, 400, 'Choose an amount between 1 and 10,000.');
      case 'over_daily_cap':
        return refused(reply, casino, 400, 'This deposit would pass the daily limit of 20,000.');
      case 'invalid_nonce':
        return refused(
          reply,
          casino,
          409,
          'This deposit form has expired. Open the cashier again.',
        );
    }
  });

  const refused = (reply: FastifyReply, casino: CasinoDef, status: number, message: string) =>
    html(
      reply,
      status,
      renderPage(
        casino,
        'Cashier',
        `<p role="alert">${escapeHtml(message)} Nothing was charged.</p>
<p><a href="/pages/cashier">Back to the cashier</a></p>`,
      ),
    );
}
