// The main controller: GET|POST /api/controller?<keyword> (docs/controller.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  ConfigResponse,
  Favorite,
  Game,
  GameLockDetails,
  MessageCenter,
  Referral,
  Widget,
} from '@parlor/shared/src/types/entities';
import { assetsOrigin, casinoConfig } from '../casinos/casinos';
import { serialisedGames } from '../catalogue/catalogue-store';
import { EDGE } from '../catalogue/edge-cases';
import { gameKey, type Catalogue } from '../catalogue/generate-catalogue';
import { currentPlayer, type AppContext } from '../context';
import { encodeEnvelope } from '../crypto/encode-envelope';
import {
  balancesOf,
  countUnread,
  listFavorites,
  listMessages,
  listRecentGames,
  setFavorite,
  toPlayer,
} from '../db/players';
import { freeSpinsKeywords } from '../freespins/freespins-keywords';
import { gameKeywords } from '../games/game-routes';
import { tournamentKeywords } from '../tournaments/tournament-keywords';
import { field, isKebab, requestCasino, requestProto, sendError } from '../http';
import { promotionKeywords } from '../promotions/promotion-keywords';
import type { KeywordCall, KeywordDef } from './keyword';

const KEYWORD_RE = /^[A-Za-z_]{1,40}$/;

/** The first query parameter name: `/api/controller?getconfig&x=1` -> `getconfig`. */
export function keywordOf(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const first = url.slice(q + 1).split('&')[0] ?? '';
  const name = first.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return '\u0000';
  }
}

function isPlayable(g: Game): boolean {
  return g.game_lock === 0 && g.shortname !== EDGE.sportsbook && g.pre_release === 0;
}

/** Up to 12 suggestions: popular games by order, then others, skipping favorites and recent ones. */
export function suggestions(
  catalogue: Catalogue,
  exclude: Favorite[],
  rotate = 0,
  limit = 12,
): Favorite[] {
  const skip = new Set(exclude.map((f) => gameKey(f.shortname, f.provider)));
  const popular = catalogue.games
    .filter((g) => isPlayable(g) && g.sub_groups.includes('popular'))
    .sort((a, b) => order(a, 'popular') - order(b, 'popular'));
  const pool =
    popular.length >= limit ? popular : [...popular, ...catalogue.games.filter(isPlayable)];
  const out: Favorite[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < pool.length && out.length < limit; i++) {
    const g = pool[(i + rotate) % pool.length]!;
    const key = gameKey(g.shortname, g.provider);
    if (skip.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ shortname: g.shortname, provider: g.provider });
  }
  return out;
}

function order(g: Game, group: string): number {
  return g.sub_groups_with_sort.find((s) => s.name === group)?.order ?? Number.MAX_SAFE_INTEGER;
}

/** Find the game of a (shortname, provider?) pair; without provider only when unambiguous. */
function findGame(
  catalogue: Catalogue,
  shortname: string,
  provider: string | undefined,
): Game | null {
  if (provider) return catalogue.byKey.get(gameKey(shortname, provider)) ?? null;
  const matches = catalogue.games.filter((g) => g.shortname === shortname);
  return matches.length === 1 ? matches[0]! : null;
}

export function registerControllerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const encrypted = (reply: FastifyReply, value: unknown) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(encodeEnvelope(value, ctx.settings.passphrase));

  const games = gameKeywords(ctx);
  const keywords: Record<string, KeywordDef> = {
    gamelauncher: games.gamelauncher!,
    gettoken: games.gettoken!,
    getlivedealer: games.getlivedealer!,
    ...tournamentKeywords(ctx),
    ...freeSpinsKeywords(ctx),
    ...promotionKeywords(ctx),
    getconfig: {
      methods: ['GET'],
      player: false,
      handle: ({ request, reply, casino, hostname }) => {
        const player = currentPlayer(ctx, request, casino);
        const body: ConfigResponse = {
          config: casinoConfig(casino, {
            hostname,
            assetsPort: ctx.settings.assetsPort,
            basePath: request.server.parlorBasePath,
          }),
          player: player ? toPlayer(ctx.db, player) : null,
        };
        return encrypted(reply, body);
      },
    },
    getgames: {
      methods: ['GET'],
      player: false,
      handle: ({ request, reply, catalogue, hostname }) => {
        const payload = serialisedGames(
          catalogue,
          assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
        );
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('etag', payload.etag)
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === payload.etag) return reply.status(304).send();
        const accept = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(payload.br());
        if (/\bgzip\b/.test(accept)) {
          return reply.header('content-encoding', 'gzip').send(payload.gzip());
        }
        return reply.send(payload.json);
      },
    },
    myfavorites: {
      methods: ['GET'],
      player: true,
      handle: ({ reply, player }) => encrypted(reply, listFavorites(ctx.db, player!.id)),
    },
    getBalance: {
      methods: ['GET'],
      player: true,
      handle: ({ reply, player }) => encrypted(reply, balancesOf(player!)),
    },
    getunreadmessages: {
      methods: ['GET'],
      player: true,
      handle: ({ reply, player }) =>
        encrypted(reply, { total_unread: countUnread(ctx.db, player!.id) }),
    },
    getmessages: {
      methods: ['GET'],
      player: true,
      handle: ({ reply, player }) => {
        const body: MessageCenter = {
          messages: listMessages(ctx.db, player!.id),
          count: { total_unread: countUnread(ctx.db, player!.id) },
        };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    raf: {
      methods: ['GET'],
      player: true,
      handle: ({ request, reply, player }) => {
        const body: Referral =
          player!.username === 'alice'
            ? {
                page: '/pages/refer-a-friend',
                url: `${requestProto(request)}://${request.host}/pages/signup?ref=${encodeURIComponent(player!.username)}`,
              }
            : { page: null, url: null };
        return encrypted(reply, body);
      },
    },
    getgamelockdetails: {
      methods: ['POST'],
      player: false,
      handle: ({ request, reply, catalogue, hostname }) => {
        const shortname = field(request.body, 'shortname');
        const provider = field(request.body, 'provider') || undefined;
        if (!isKebab(shortname) || (provider !== undefined && !isKebab(provider))) {
          return sendError(
            reply,
            400,
            'invalid_input',
            'shortname and provider must be kebab-case',
          );
        }
        const game = findGame(catalogue, shortname, provider);
        if (!game) return sendError(reply, 404, 'game_not_found', 'No such game');
        const lock = catalogue.meta.get(game.id)?.lock;
        if (!lock) return sendError(reply, 404, 'not_locked', 'This game is not locked');
        const assets = assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort });
        const body: GameLockDetails = {
          lock_by: lock.lock_by,
          visible_event: lock.visible_event,
          target_date: lock.target_date,
          game_name: game.name,
          display_name: game.display_name,
          img_portrait: `${assets}/games/${game.shortname}/${game.provider}/portrait.jpg`,
          img_landscape: `${assets}/games/${game.shortname}/${game.provider}/landscape.jpg`,
        };
        return encrypted(reply, body);
      },
    },
    keepplaying: {
      methods: ['GET'],
      player: false,
      handle: ({ request, reply, casino, catalogue }) => {
        const player = currentPlayer(ctx, request, casino);
        const recent = player
          ? listRecentGames(ctx.db, player.id).filter((f) =>
              catalogue.byKey.has(gameKey(f.shortname, f.provider)),
            )
          : [];
        return reply.header('cache-control', 'no-store').send(recent);
      },
    },
    suggest: {
      methods: ['GET'],
      player: false,
      handle: ({ request, reply, casino, catalogue }) => {
        const player = currentPlayer(ctx, request, casino);
        const exclude = player
          ? [...listFavorites(ctx.db, player.id), ...listRecentGames(ctx.db, player.id)]
          : [];
        return reply
          .header('cache-control', 'no-store')
          .send(suggestions(catalogue, exclude, player ? player.id % 7 : 0));
      },
    },
    widgets: {
      methods: ['GET'],
      player: false,
      handle: ({ reply, casino }) => {
        const widgets: Widget[] = [
          { id: 'escapepod', kind: 'escapepodwidget', title: 'Escape Pod', link: '/promotions' },
          { id: 'crewpon', kind: 'crewponwidget', title: 'Crewpon', link: '/promotions' },
        ];
        if (!casino.fun_money_casino) {
          widgets.push({
            id: 'fortuneteller',
            kind: 'fortunetellerwidget',
            title: 'Fortune Teller',
            link: '/promotions',
          });
        }
        return encrypted(reply, widgets);
      },
    },
  };

  const setFavoriteCall = ({ request, reply, catalogue, player }: KeywordCall) => {
    const body = request.body;
    const action = field(body, 'action');
    const shortname = field(body, 'game');
    const provider = field(body, 'provider') || undefined;
    if (
      field(body, 'setFavorite') !== '1' ||
      (action !== 'add' && action !== 'remove') ||
      !isKebab(shortname) ||
      (provider !== undefined && !isKebab(provider))
    ) {
      return sendError(
        reply,
        400,
        'invalid_input',
        'expected setFavorite=1, action=add|remove, game and provider (kebab-case)',
      );
    }
    const game = findGame(catalogue, shortname, provider);
    const favorites = listFavorites(ctx.db, player!.id);
    const existing = favorites.find(
      (f) => f.shortname === shortname && (provider === undefined || f.provider === provider),
    );
    const target = game
      ? { shortname: game.shortname, provider: game.provider }
      : action === 'remove'
        ? existing
        : undefined;
    if (!target) return sendError(reply, 404, 'game_not_found', 'No such game for this provider');
    setFavorite(ctx.db, player!.id, target, action === 'add');
    return encrypted(reply, { success: true });
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/controller',
    handler: async (request, reply) => {
      const keyword = keywordOf(request.url);
      const method = request.method as 'GET' | 'POST';
      const { casino, hostname } = requestCasino(request);
      const call: KeywordCall = {
        request,
        reply,
        casino,
        hostname,
        catalogue: ctx.catalogueOf(casino),
        player: null,
      };
      if (keyword === '' && method === 'POST') {
        call.player = currentPlayer(ctx, request, casino);
        if (!call.player) return sendError(reply, 401, 'auth_required', 'Log in first');
        return setFavoriteCall(call);
      }
      const def = KEYWORD_RE.test(keyword)
        ? Object.prototype.hasOwnProperty.call(keywords, keyword)
          ? keywords[keyword]
          : undefined
        : undefined;
      if (!def) return sendError(reply, 404, 'unknown_keyword', 'Unknown controller keyword');
      if (!def.methods.includes(method)) {
        return sendError(
          reply,
          405,
          'method_not_allowed',
          `${keyword} expects ${def.methods.join(' or ')}`,
        );
      }
      if (def.player) {
        call.player = currentPlayer(ctx, request, casino);
        if (!call.player) return sendError(reply, 401, 'auth_required', 'Log in first');
      }
      return def.handle(call);
    },
  });
}
