// The game page's launch state machine (docs/product-rules.md, "Game page"): loading, then ready
// when the launch response arrives; a picker while several providers offer the game and none is
// chosen; an error otherwise. Pure: the page turns these states into UI and effects.
import {
  isControllerError,
  type GameLaunchResponse,
  type LaunchedGame,
  type ProtectionRefusal,
} from '@parlor/shared';
import { withReturnUrl } from '../../domain/game-exit';
import { protectionRefusalOf } from './launch-refusal';

export type GameErrorKind =
  | 'login_required'
  /** a guest where every player's age is checked before any play, free play included */
  | 'account_required'
  | 'mobile_only'
  | 'invalid_game'
  | 'real_money_only'
  | 'game_locked'
  | 'network'
  /** refused by a player protection rule (a limit, a break, a due reality check) */
  | 'protection'
  | 'other';

export type LaunchState =
  | { status: 'loading' }
  | { status: 'picker'; gameName: string; games: LaunchedGame[] }
  | { status: 'ready'; gameName: string; game: LaunchedGame }
  | {
      status: 'error';
      error: GameErrorKind;
      gameName: string;
      detail?: string;
      refusal?: ProtectionRefusal;
    };

export const LAUNCH_TIMEOUT_MS = 15_000;

const KNOWN: Record<string, GameErrorKind> = {
  login_required: 'login_required',
  auth_required: 'login_required',
  loginrequired: 'login_required',
  account_required: 'account_required',
  mobile_only: 'mobile_only',
  invalid_game: 'invalid_game',
  real_money_only: 'real_money_only',
  game_locked: 'game_locked',
};

/** The state a launch response leads to; `by` is the provider asked for (fusion ?by=). */
export function launchStateFrom(
  response: GameLaunchResponse | null,
  by?: string | null,
): LaunchState {
  if (!response || typeof response !== 'object') {
    return { status: 'error', error: 'other', gameName: '', detail: 'empty_response' };
  }
  const gameName = typeof response.game_name === 'string' ? response.game_name : '';
  const games = Array.isArray(response.games) ? response.games : [];
  if (!response.success || games.length === 0) {
    const raw = typeof response.error === 'string' && response.error ? response.error : 'unknown';
    const error = KNOWN[raw] ?? 'other';
    return error === 'other'
      ? { status: 'error', error, gameName, detail: raw }
      : { status: 'error', error, gameName };
  }
  if (by) {
    const chosen = games.find((g) => g.provider === by);
    if (chosen) return { status: 'ready', gameName, game: chosen };
  }
  if (games.length === 1) return { status: 'ready', gameName, game: games[0]! };
  return { status: 'picker', gameName, games };
}

/** The state a failed launch call leads to. */
export function launchStateFromFailure(error: unknown): LaunchState {
  const refusal = protectionRefusalOf(error);
  if (refusal) return { status: 'error', error: 'protection', gameName: '', refusal };
  if (isControllerError(error)) {
    if (
      error.status === 404 ||
      error.code === 'game_not_found' ||
      error.code === 'provider_not_found'
    ) {
      return { status: 'error', error: 'invalid_game', gameName: '' };
    }
    if (error.status >= 400 && error.status < 500 && error.code !== 'rate_limited') {
      return { status: 'error', error: 'other', gameName: '', detail: error.code };
    }
  }
  // network failure, timeout, 5xx, 429: something a Retry can fix
  return { status: 'error', error: 'network', gameName: '' };
}

export class LaunchTimeoutError extends Error {
  constructor() {
    super('The game launch timed out');
    this.name = 'LaunchTimeoutError';
  }
}

/** Rejects with LaunchTimeoutError when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms = LAUNCH_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LaunchTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The frame address: the launch URL with a returnurl to the site's exit page (under its base) and
 * the player's language (the game host does not see the site's language cookie).
 */
export function frameUrl(
  gameUrl: string,
  siteOrigin: string,
  isFusion: boolean,
  basePath = '',
  lang?: string,
): string {
  const url = withReturnUrl(gameUrl, siteOrigin, isFusion, basePath);
  if (lang) url.searchParams.set('lang', lang.slice(0, 2).toLowerCase());
  return url.toString();
}
