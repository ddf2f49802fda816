// Keywords about games of the catalogue: why a game is locked, the keep-playing list and
// suggestions.
import type { Favorite, Game, GameLockDetails } from '@parlor/shared/types';
import { assetsOrigin } from '../casinos/casinos';
import type { AppContext } from '../context';
import type { KeywordMap } from '../controller/keyword';
import { listFavorites, listRecentGames } from '../db/players';
import { field, isKebab, sendError } from '../http';
import { EDGE } from './edge-cases';
import { findGame } from './find-game';
import { gameKey, type Catalogue } from './generate-catalogue';

function isPlayable(g: Game): boolean {
  return g.game_lock === 0 && g.shortname !== EDGE.sportsbook && g.pre_release === 0;
}

function order(g: Game, group: string): number {
  return g.sub_groups_with_sort.find((s) => s.name === group)?.order ?? Number.MAX_SAFE_INTEGER;
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

export function catalogueKeywords(ctx: AppContext): KeywordMap {
  return {
    getgamelockdetails: {
      methods: ['POST'],
      player: false,
      answer: 'encrypted',
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
        return body;
      },
    },
    keepplaying: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, catalogue }) => {
        const player = request.player();
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
      answer: 'plain',
      handle: ({ request, reply, catalogue }) => {
        const player = request.player();
        const exclude = player
          ? [...listFavorites(ctx.db, player.id), ...listRecentGames(ctx.db, player.id)]
          : [];
        return reply
          .header('cache-control', 'no-store')
          .send(suggestions(catalogue, exclude, player ? player.id % 7 : 0));
      },
    },
  };
}
