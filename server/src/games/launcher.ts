// The game launcher (POST ?gamelauncher): which game, which provider, real or fun money, and the
// URL of something playable on the games origin, with a game-session token bound to player+game.
import type { Game, GameLaunchResponse, LaunchedGame, SynthDetails } from '@parlor/shared/types';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { Db } from '../db/database';
import { recordRecentGame, type PlayerRow } from '../db/players';
import { isKebab } from '../http';
import { createGameSession, type GameKind } from './game-sessions';

export interface LaunchInput {
  game: string | undefined;
  realmoney: string | undefined;
  provider: string | undefined;
}

export interface LaunchContext {
  db: Db;
  casino: CasinoDef;
  catalogue: Catalogue;
  player: PlayerRow | null;
  /** the site session the launch comes from (a player's game is bound to it) */
  siteSessionHash?: string | null;
  gamesOrigin: string;
  assetsOrigin: string;
  userAgent: string;
  /** the site's clock (the game session's start) */
  now?: number;
}

/** A refused request: HTTP status, error code, and the launch-shaped body beside them. */
export interface LaunchRefusal {
  status: 400 | 404;
  code: 'invalid_input' | 'game_not_found' | 'provider_not_found';
  message: string;
}

export type LaunchOutcome = { status: 200; body: GameLaunchResponse } | LaunchRefusal;

const MOBILE_UA_RE = /Mobi|Android|iPhone|iPad|iPod/i;

export function gameKind(game: Pick<Game, 'category' | 'provider'>): GameKind {
  if (game.provider === 'sportsbook') return 'sportsbook';
  if (game.category === 'live-dealer') return 'live';
  if (game.category === 'table-games') return 'table';
  return 'slot';
}

export function demoPath(kind: GameKind): string {
  return kind === 'slot'
    ? '/games/demo/slot'
    : kind === 'sportsbook'
      ? '/games/sportsbook'
      : '/games/demo/table';
}

function absoluteSynth(details: SynthDetails, assets: string): SynthDetails {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${assets}${u}`);
  return {
    ...details,
    imgLoader: abs(details.imgLoader),
    imgReminder: abs(details.imgReminder),
    imgPopup: abs(details.imgPopup),
  };
}

const refusal = (
  status: LaunchRefusal['status'],
  code: LaunchRefusal['code'],
  message: string,
): LaunchRefusal => ({ status, code, message });

const failed = (error: string, gameName = ''): LaunchOutcome => ({
  status: 200,
  body: { success: false, games: [], game_name: gameName, error },
});

export function launchGame(input: LaunchInput, ctx: LaunchContext): LaunchOutcome {
  const { game: shortname, provider } = input;
  const realmoneyRaw = input.realmoney ?? '1';
  if (
    !isKebab(shortname) ||
    (provider !== undefined && provider !== '' && !isKebab(provider)) ||
    !['0', '1', 'true', 'false'].includes(realmoneyRaw)
  ) {
    return refusal(400, 'invalid_input', 'expected game (kebab-case), realmoney 0|1, provider');
  }
  const offers = ctx.catalogue.games.filter((g) => g.shortname === shortname);
  if (offers.length === 0) return refusal(404, 'game_not_found', 'No such game');
  const chosen = provider ? offers.filter((g) => g.provider === provider) : offers;
  if (provider && chosen.length === 0) {
    return refusal(404, 'provider_not_found', 'This provider does not offer this game');
  }
  const first = chosen[0]!;
  const gameName = first.display_name;
  // fun-money casinos play fun money only; fusion plays real money only
  const wantsReal = realmoneyRaw === '1' || realmoneyRaw === 'true';
  const realMoney = ctx.casino.fun_money_casino ? false : wantsReal;
  if (!realMoney && ctx.casino.is_fusion) return failed('real_money_only', gameName);
  if (realMoney && !ctx.player) return failed('login_required', gameName);
  if (!realMoney && !ctx.player && !ctx.casino.allow_play_for_free_before_login) {
    return failed('login_required', gameName);
  }
  const meta = ctx.catalogue.meta.get(first.id);
  if (meta?.launch === 'invalid_game') return failed('invalid_game', gameName);
  if (meta?.launch === 'mobile_only' && !MOBILE_UA_RE.test(ctx.userAgent)) {
    return failed('mobile_only', gameName);
  }
  if (first.game_lock === 1) return failed('game_locked', gameName);

  const games: LaunchedGame[] = chosen.map((g) => {
    const kind = gameKind(g);
    const token = createGameSession(
      ctx.db,
      {
        playerId: ctx.player?.id ?? null,
        casinoKey: ctx.casino.key,
        shortname: g.shortname,
        provider: g.provider,
        kind,
        realMoney,
        siteSessionHash: ctx.siteSessionHash ?? null,
      },
      ctx.now,
    );
    const url = new URL(`${ctx.gamesOrigin}${demoPath(kind)}`);
    url.searchParams.set('token', token);
    return {
      url: url.toString(),
      provider: g.provider,
      synth: g.synth,
      synth_details: g.synth_details ? absoluteSynth(g.synth_details, ctx.assetsOrigin) : null,
    };
  });
  if (ctx.player && games.length === 1) {
    recordRecentGame(ctx.db, ctx.player.id, {
      shortname: first.shortname,
      provider: first.provider,
    });
  }
  return { status: 200, body: { success: true, games, game_name: gameName, error: null } };
}
