// The demo games on the games origin: their pages, script and style, and the state and bet API.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameKey } from '../catalogue/generate-catalogue';
import type { AppContext } from '../context';
import { freeSpinsOn } from '../freespins/freespins-store';
import { field, sendError, sendHtml } from '../http';
import { safeReturnUrl } from '../security/safe-redirect';
import { GAME_CSS, GAME_JS, renderGameError, renderGamePage } from './demo-pages';
import { NO_SITE_HELMET, staticFile } from './game-http';
import { siteHostname, siteOriginFor } from './game-origin';
import {
  findGameSession,
  SettleError,
  sessionBalanceCents,
  settleBet,
  STAKES_CENTS,
  type GameKind,
  type GameSessionRow,
} from './game-sessions';
import { slotPaytable, spinSlot, spinTable, type Rng } from './paytable';
import { GAME_TEXTS } from './page-texts';
import { pageLanguage, pageText, type PageLang } from '../i18n/page-language';
import { sendRefusal } from '../protection/refusal-reply';
import { ProtectionRefused } from '../protection/refusals';

function gameTitle(ctx: AppContext, session: GameSessionRow, lang: PageLang = 'en'): string {
  if (session.kind === 'live') return pageText(GAME_TEXTS, lang, 'live_roulette');
  if (session.kind === 'sportsbook') return pageText(GAME_TEXTS, lang, 'sportsbook');
  const casinoKey = session.casino_key as 'fusion' | 'classic' | 'fun';
  const game = ctx.catalogueOf(casinoKey).byKey.get(gameKey(session.shortname, session.provider));
  return game?.display_name ?? session.shortname;
}

/** A returnurl is kept only when it points at a page of the site this games host belongs to. */
export const validReturnUrl = safeReturnUrl;

export function registerDemoGameRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { rng, paytable }: { rng: Rng; paytable: ReturnType<typeof slotPaytable> },
): void {
  /** Game pages may be framed by their site only; they load nothing from elsewhere. */
  const gameHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    const site = siteOriginFor(request);
    const assets = `http://${siteHostname(request)}:${ctx.settings.assetsPort}`;
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: ${assets}`,
        "connect-src 'self'",
        `frame-ancestors 'self' ${site}`,
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
      ].join('; '),
    );
    reply.header('cache-control', 'no-store');
  };

  const gamePage = (kinds: GameKind[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    gameHeaders(request, reply);
    const query = request.query as Record<string, unknown>;
    const session = findGameSession(ctx.db, query.token);
    const lang = pageLanguage(request);
    if (!session || !kinds.includes(session.kind)) {
      return sendHtml(reply, renderGameError('session_ended', lang), { status: 401 });
    }
    const siteOrigin = siteOriginFor(request);
    return sendHtml(
      reply,
      renderGamePage({
        kind: session.kind,
        title: gameTitle(ctx, session, lang),
        lang,
        realMoney: session.real_money === 1,
        siteOrigin,
        returnUrl: validReturnUrl(query.returnurl, siteOrigin),
      }),
    );
  };

  app.get('/games/demo/slot', NO_SITE_HELMET, gamePage(['slot']));
  app.get('/games/demo/table', NO_SITE_HELMET, gamePage(['table']));
  app.get('/games/live-dealer', NO_SITE_HELMET, gamePage(['live']));
  app.get('/games/sportsbook', NO_SITE_HELMET, gamePage(['sportsbook']));

  app.get(
    '/games/static/game.js',
    NO_SITE_HELMET,
    staticFile('text/javascript; charset=utf-8', GAME_JS),
  );
  app.get(
    '/games/static/game.css',
    NO_SITE_HELMET,
    staticFile('text/css; charset=utf-8', GAME_CSS),
  );

  app.post('/games/api/state', NO_SITE_HELMET, async (request, reply) => {
    const session = findGameSession(ctx.db, field(request.body, 'token'));
    if (!session) return sendError(reply, 401, 'invalid_session', 'This game session is not valid');
    const player = session.player_id
      ? (ctx.db.prepare('SELECT currency_code FROM players WHERE id = ?').get(session.player_id) as
          { currency_code: string } | undefined)
      : undefined;
    return reply.header('cache-control', 'no-store').send({
      balance_cents: sessionBalanceCents(ctx.db, session),
      currency: session.real_money === 1 ? (player?.currency_code ?? 'USD') : 'FUN',
      real_money: session.real_money === 1,
      kind: session.kind,
      game_name: gameTitle(ctx, session),
      stakes: STAKES_CENTS,
      free_spins: session.player_id
        ? freeSpinsOn(ctx.db, session.player_id, session.shortname, session.provider)
        : 0,
    });
  });

  app.post('/games/api/bet', NO_SITE_HELMET, async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const token = field(body, 'token');
    const round = field(body, 'round');
    const stake = body?.stake;
    const choice = body?.choice;
    if (
      !token ||
      !round ||
      typeof stake !== 'number' ||
      !(STAKES_CENTS as readonly number[]).includes(stake)
    ) {
      return sendError(
        reply,
        400,
        'invalid_input',
        `expected token, round and stake (one of ${STAKES_CENTS.join(', ')} cents)`,
      );
    }
    const now = ctx.now();
    const session = findGameSession(ctx.db, token, now);
    if (!session) return sendError(reply, 401, 'invalid_session', 'This game session is not valid');
    if (session.kind === 'sportsbook') {
      return sendError(reply, 400, 'invalid_input', 'The sportsbook demo takes no bets');
    }
    if (session.kind !== 'slot' && choice !== 'red' && choice !== 'black') {
      return sendError(reply, 400, 'invalid_input', 'choice must be red or black');
    }
    try {
      const result = settleBet(ctx.db, {
        token,
        roundId: round,
        stakeCents: stake,
        now,
        resolve: () => {
          const outcome =
            session.kind === 'slot'
              ? spinSlot(rng, paytable)
              : spinTable(rng, choice as 'red' | 'black');
          return { multiplier: outcome.multiplier, detail: outcome };
        },
      });
      return reply.header('cache-control', 'no-store').send({
        round: result.roundId,
        stake_cents: result.stakeCents,
        win_cents: result.winCents,
        balance_cents: result.balanceCents,
        real_money: result.realMoney,
        outcome: result.detail,
        free_spin: result.freeSpin,
      });
    } catch (error) {
      if (error instanceof ProtectionRefused) return sendRefusal(reply, error.refusal);
      if (!(error instanceof SettleError)) throw error;
      const status =
        error.code === 'invalid_session'
          ? 401
          : error.code === 'round_replayed'
            ? 409
            : error.code === 'insufficient_funds'
              ? 402
              : 400;
      return sendError(
        reply,
        status,
        error.code === 'invalid_stake' ? 'invalid_input' : error.code,
        error.message,
      );
    }
  });
}
