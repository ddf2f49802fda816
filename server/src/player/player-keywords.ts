// Keywords about the logged-in player: favorites, balance, messages, referral.
import type { MessageCenter, Referral } from '@parlor/shared/types';
import type { AppContext } from '../context';
import type { KeywordMap, PlayerKeywordDef } from '../controller/keyword';
import { balancesOf, countUnread, listFavorites, listMessages, setFavorite } from '../db/players';
import { casinoPublicUrl } from '../casinos/casinos';
import { field, isKebab, sendError } from '../http';
import { findGame } from '../catalogue/find-game';

export function playerKeywords(ctx: AppContext): KeywordMap {
  return {
    myfavorites: {
      methods: ['GET'],
      player: true,
      answer: 'encrypted',
      handle: ({ player }) => listFavorites(ctx.db, player.id),
    },
    getBalance: {
      methods: ['GET'],
      player: true,
      answer: 'encrypted',
      handle: ({ player }) => balancesOf(player),
    },
    getunreadmessages: {
      methods: ['GET'],
      player: true,
      answer: 'encrypted',
      handle: ({ player }) => ({ total_unread: countUnread(ctx.db, player.id) }),
    },
    getmessages: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      handle: ({ reply, player }) => {
        const body: MessageCenter = {
          messages: listMessages(ctx.db, player.id),
          count: { total_unread: countUnread(ctx.db, player.id) },
        };
        return reply.header('cache-control', 'no-store').send(body);
      },
    },
    raf: {
      methods: ['GET'],
      player: true,
      answer: 'encrypted',
      handle: ({ player, casino }): Referral => {
        const body: Referral =
          player.username === 'alice'
            ? {
                page: '/pages/refer-a-friend',
                url: `${casinoPublicUrl(casino, ctx.settings)}/pages/signup?ref=${encodeURIComponent(player.username)}`,
              }
            : { page: null, url: null };
        return body;
      },
    },
  };
}

/** The keyword-less POST `setFavorite=1&action=add|remove&game=…&provider=…`. */
export function favoriteCall(ctx: AppContext): PlayerKeywordDef {
  return {
    methods: ['POST'],
    player: true,
    answer: 'encrypted',
    handle: ({ request, reply, catalogue, player }) => {
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
      const favorites = listFavorites(ctx.db, player.id);
      const existing = favorites.find(
        (f) => f.shortname === shortname && (provider === undefined || f.provider === provider),
      );
      const target = game
        ? { shortname: game.shortname, provider: game.provider }
        : action === 'remove'
          ? existing
          : undefined;
      if (!target) {
        return sendError(reply, 404, 'game_not_found', 'No such game for this provider');
      }
      setFavorite(ctx.db, player.id, target, action === 'add');
      return { success: true };
    },
  };
}
