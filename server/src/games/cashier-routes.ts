// The demo cashier page (the config page `cashier`) and its deposit.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentPlayer, type AppContext } from '../context';
import { balancesOf, cents } from '../db/players';
import { escapeHtml, field, requestCasino, sendError } from '../http';
import { renderPage } from '../pages/pages-routes';
import { CASHIER_JS } from './demo-pages';
import { staticFile } from './game-http';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS, depositOnce, NONCE_RE } from './game-sessions';

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
    const nonce = randomBytes(16).toString('hex');
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
    const nonce = field(request.body, 'nonce') ?? '';
    const amount = Number(field(request.body, 'amount'));
    const amountCents = Number.isFinite(amount) ? cents(amount) : NaN;
    if (
      !NONCE_RE.test(nonce) ||
      !Number.isInteger(amountCents) ||
      amountCents < DEPOSIT_MIN_CENTS ||
      amountCents > DEPOSIT_MAX_CENTS
    ) {
      return reply.redirect('/pages/cashier?deposit=invalid', 303);
    }
    depositOnce(ctx.db, player.id, nonce, amountCents);
    return reply.redirect('/pages/cashier?deposit=ok', 303);
  });
}
