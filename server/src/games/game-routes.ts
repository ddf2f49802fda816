// Routes of issue 4: the controller keywords gamelauncher, gettoken and getlivedealer; the demo
// games (pages, script, state and bet API) on the games origin; the exit page; the cashier page
// and its deposit. Registered by build-server.ts (registerGameRoutes); the keywords are wired into
// the controller's table in controller-routes.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse, UrlResponse } from '@parlor/shared/src/types/entities';
import { assetsOrigin, type CasinoDef } from '../casinos/casinos';
import { EDGE } from '../catalogue/edge-cases';
import { gameKey, type Catalogue } from '../catalogue/generate-catalogue';
import { currentPlayer, type AppContext } from '../context';
import { balancesOf, cents, type PlayerRow } from '../db/players';
import { escapeHtml, field, requestCasino, sendError } from '../http';
import { renderPage } from '../pages/pages-routes';
import {
  CASHIER_JS,
  EXIT_JS,
  GAME_CSS,
  GAME_JS,
  renderExitPage,
  renderGameError,
  renderGamePage,
} from './demo-pages';
import { gamesOriginFor, siteHostname, siteOriginFor } from './game-origin';
import {
  createGameSession,
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  depositOnce,
  findGameSession,
  NONCE_RE,
  SettleError,
  sessionBalanceCents,
  settleBet,
  STAKES_CENTS,
  type GameKind,
  type GameSessionRow,
} from './game-sessions';
import { launchGame } from './launcher';
import type { KeywordDef } from '../controller/keyword';
import { configuredRtp, cryptoRng, slotPaytable, spinSlot, spinTable, type Rng } from './paytable';
import { freeSpinsOn } from '../freespins/freespins-store';

export const LIVE_DEALER_PROVIDER = 'live-dealer';

/**
 * The games origin's routes skip the site's helmet (its CSP says frame-ancestors 'self' and
 * X-Frame-Options SAMEORIGIN, which would forbid the site to frame them); they set their own.
 */
const NO_SITE_HELMET = { helmet: false as const };

/** The sportsbook whitelist: one casino id, a few player ids, and the game in the catalogue. */
export function sportsbookAllowed(
  ctx: AppContext,
  casino: CasinoDef,
  catalogue: Catalogue,
  player: PlayerRow,
): boolean {
  return (
    casino.casino_id === ctx.settings.sportsbookCasinoId &&
    ctx.settings.sportsbookPlayerIds.includes(player.id) &&
    catalogue.games.some((g) => g.shortname === EDGE.sportsbook)
  );
}

export function gameKeywords(ctx: AppContext): Record<string, KeywordDef> {
  return {
    gamelauncher: {
      methods: ['POST'],
      player: false,
      handle: ({ request, reply, casino, hostname, catalogue }) => {
        const body = request.body;
        const outcome = launchGame(
          {
            game: field(body, 'game'),
            realmoney: field(body, 'realmoney'),
            provider: field(body, 'provider') || undefined,
          },
          {
            db: ctx.db,
            casino,
            catalogue,
            player: currentPlayer(ctx, request, casino),
            gamesOrigin: gamesOriginFor(request),
            assetsOrigin: assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
            userAgent: String(request.headers['user-agent'] ?? ''),
          },
        );
        if (outcome.status !== 200) {
          return reply.status(outcome.status).header('cache-control', 'no-store').send({
            error: outcome.message,
            code: outcome.code,
            success: false,
            games: [],
            game_name: '',
          });
        }
        return reply.header('cache-control', 'no-store').send(outcome.body);
      },
    },
    gettoken: {
      methods: ['GET'],
      player: true,
      handle: ({ request, reply, casino, catalogue, player }) => {
        if (!sportsbookAllowed(ctx, casino, catalogue, player!)) {
          return sendError(reply, 403, 'not_allowed', 'The sportsbook is not open to you');
        }
        const token = createGameSession(ctx.db, {
          playerId: player!.id,
          casinoKey: casino.key,
          shortname: EDGE.sportsbook,
          provider: 'sportsbook',
          kind: 'sportsbook',
          realMoney: !casino.fun_money_casino,
        });
        const body: TokenResponse = { token, url: `${gamesOriginFor(request)}/games/sportsbook` };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    getlivedealer: {
      methods: ['POST'],
      player: true,
      handle: ({ request, reply, casino, player }) => {
        const value = field(request.body, 'getlivedealer');
        if (casino.livedealer === false) {
          return sendError(reply, 404, 'not_available', 'This casino has no live dealer');
        }
        if (value !== casino.livedealer) {
          return sendError(
            reply,
            400,
            'invalid_input',
            'getlivedealer must be the configured value',
          );
        }
        const token = createGameSession(ctx.db, {
          playerId: player!.id,
          casinoKey: casino.key,
          shortname: casino.livedealer,
          provider: LIVE_DEALER_PROVIDER,
          kind: 'live',
          realMoney: !casino.fun_money_casino,
        });
        const url = new URL(`${gamesOriginFor(request)}/games/live-dealer`);
        url.searchParams.set('token', token);
        const body: UrlResponse = { url: url.toString() };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
  };
}

function gameTitle(ctx: AppContext, session: GameSessionRow): string {
  if (session.kind === 'live') return 'Live Roulette';
  if (session.kind === 'sportsbook') return 'Sportsbook';
  const casinoKey = session.casino_key as 'fusion' | 'classic' | 'fun';
  const game = ctx.catalogueOf(casinoKey).byKey.get(gameKey(session.shortname, session.provider));
  return game?.display_name ?? session.shortname;
}

/** A returnurl is kept only when it points at the site this games host belongs to. */
export function validReturnUrl(raw: unknown, siteOrigin: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return url.origin === siteOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface GameRoutesOptions {
  rng?: Rng;
  rtp?: number;
}

export function registerGameRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: GameRoutesOptions = {},
): void {
  const rng = options.rng ?? cryptoRng;
  const paytable = slotPaytable(options.rtp ?? configuredRtp());

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
    reply.type('text/html; charset=utf-8');
    if (!session || !kinds.includes(session.kind)) {
      return reply
        .status(401)
        .send(
          renderGameError('This game session has ended. Launch the game again from the casino.'),
        );
    }
    const siteOrigin = siteOriginFor(request);
    return reply.send(
      renderGamePage({
        kind: session.kind,
        title: gameTitle(ctx, session),
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

  const staticFile =
    (type: string, body: string) => async (_r: FastifyRequest, reply: FastifyReply) =>
      reply
        .type(type)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(body);
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
  app.get('/games/static/exit.js', staticFile('text/javascript; charset=utf-8', EXIT_JS));
  app.get('/pages/cashier.js', staticFile('text/javascript; charset=utf-8', CASHIER_JS));

  const exitPage = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderExitPage());
  app.get('/games/exit', exitPage);
  app.get('/webplay/exit', exitPage);

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
    const session = findGameSession(ctx.db, token);
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

  // --- cashier (spec: config page `cashier`) ---
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
