// The withdrawals area, a Fastify plugin: GET /api/withdrawals (the player's, newest first, and
// what they may withdraw), POST /api/withdrawals (a request), POST /api/withdrawals/:id/cancel,
// and the page /pages/cashier/withdrawals. JSON in and out; a cross-site POST never reaches them
// (security/same-origin.ts); rate-limited per IP like the account routes. A POST takes the session's
// player, or a username and password in its body, checked like a login: a person on a break or
// self-excluded cannot log in, and may still take their money out.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accountByPassword, namesCredentials } from '../auth/credentials';
import type { PlayerRow } from '../db/players';
import { sendError, sendHtml } from '../http';
import { pageLanguage } from '../i18n/page-language';
import { pageOptions } from '../pages/base-links';
import { renderPage } from '../pages/page-layout';
import { sendProtectionError, sendRefusal } from '../protection/refusal-reply';
import { settleVerification } from '../verification/verification-store';
import {
  WITHDRAWAL_CSS,
  WITHDRAWAL_SCRIPT,
  WITHDRAWAL_SCRIPT_PATH,
  withdrawalFunMoneyBody,
  withdrawalGuestBody,
  withdrawalPageBody,
} from './withdrawal-page';
import { withdrawalText, type WithdrawalTextKey } from './withdrawal-texts';
import {
  cancelWithdrawal,
  listWithdrawals,
  parseWithdrawalRequest,
  requestWithdrawal,
  withdrawableCents,
} from './withdrawals';

/** The reference casinos' currency (a guest's page names it before any account is known). */
const CASINO_CURRENCY = 'USD';
const ID_RE = /^[1-9]\d{0,11}$/;

function sendWithdrawalError(
  reply: FastifyReply,
  status: number,
  code: WithdrawalTextKey,
): FastifyReply {
  const error = withdrawalText(code, pageLanguage(reply.request));
  return reply.status(status).header('cache-control', 'no-store').send({ error, code });
}

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  const { db, settings } = ctx;
  const window = settings.loginRateWindowMs;
  const writes = { config: { rateLimit: { max: settings.loginRateMax, timeWindow: window } } };
  const reads = { config: { rateLimit: { max: settings.loginRateMax * 6, timeWindow: window } } };

  /** The session's player, or a 401 sent (null). */
  const sessionPlayer = (request: FastifyRequest, reply: FastifyReply): PlayerRow | null => {
    const player = request.player();
    if (!player) sendProtectionError(reply, 401, 'not_logged_in');
    return player;
  };

  /** The body's username and password, checked like a login, else the session's player. */
  const accountOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PlayerRow | null> => {
    if (!namesCredentials(request.body)) return sessionPlayer(request, reply);
    return (await accountByPassword(db, request, reply))?.player ?? null;
  };

  app.get('/api/withdrawals', reads, async (request, reply) => {
    const player = sessionPlayer(request, reply);
    if (!player) return reply;
    const withdrawals = listWithdrawals(db, player.id, ctx.now());
    return reply
      .header('cache-control', 'no-store')
      .send({ withdrawable_cents: withdrawableCents(db, player.id), withdrawals });
  });

  app.post('/api/withdrawals', writes, async (request, reply) => {
    const input = parseWithdrawalRequest(request.body);
    if (typeof input === 'string') return sendError(reply, 400, 'invalid_input', input);
    const player = await accountOf(request, reply);
    if (!player) return reply;
    if (request.casino.fun_money_casino) return sendWithdrawalError(reply, 400, 'fun_money');
    const outcome = requestWithdrawal(db, player, input, ctx.now(), settings.withdrawalDelayMs);
    switch (outcome.status) {
      case 'created':
      case 'repeated':
        return reply
          .status(outcome.status === 'created' ? 201 : 200)
          .header('cache-control', 'no-store')
          .send(outcome.withdrawal);
      case 'insufficient_funds':
        return sendWithdrawalError(reply, 400, 'insufficient_funds');
      case 'refused':
        return sendRefusal(reply, outcome.refusal);
    }
  });

  app.post('/api/withdrawals/:id/cancel', writes, async (request, reply) => {
    const player = await accountOf(request, reply);
    if (!player) return reply;
    const id = (request.params as { id: string }).id;
    if (!ID_RE.test(id)) return sendWithdrawalError(reply, 404, 'not_found');
    const outcome = cancelWithdrawal(db, player.id, Number(id), ctx.now());
    switch (outcome.status) {
      case 'cancelled':
        return reply.header('cache-control', 'no-store').send(outcome.withdrawal);
      case 'not_found':
        return sendWithdrawalError(reply, 404, 'not_found');
      case 'not_pending':
        return sendWithdrawalError(reply, 409, 'not_pending');
    }
  });

  app.get('/pages/cashier/withdrawals', async (request, reply) => {
    const options = pageOptions(request);
    const title = withdrawalText('title', options.lang);
    const page = (body: string) =>
      sendHtml(reply, renderPage(request.casino, title, body, { ...options, css: WITHDRAWAL_CSS }));
    if (request.casino.fun_money_casino) return page(withdrawalFunMoneyBody(options.lang));
    const player = request.player();
    if (!player) return page(withdrawalGuestBody(options.lang, CASINO_CURRENCY));
    const now = ctx.now();
    const done = (request.query as Record<string, unknown>).withdrawal;
    return page(
      withdrawalPageBody(
        {
          withdrawals: listWithdrawals(db, player.id, now),
          withdrawableCents: withdrawableCents(db, player.id),
          currency: player.currency_code,
          ageVerified: settleVerification(db, player.person_id, now).state === 'verified',
          done: typeof done === 'string' ? done : undefined,
        },
        options.lang,
      ),
    );
  });

  app.get(WITHDRAWAL_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(WITHDRAWAL_SCRIPT),
  );
};
