// Typed client of the casino controller (docs/controller.md): one function per call.
import { decodePayload } from '../codec/decode-payload';
import type {
  Balances,
  ConfigResponse,
  DfsRedeemRequest,
  DfsResponse,
  Favorite,
  FreeSpinsData,
  GameLaunchResponse,
  GameLockDetails,
  GameOfTheMonth,
  GamesPayload,
  Lang,
  MessageCenter,
  MessageCounter,
  PromosResponse,
  PromoTarget,
  RedeemResult,
  Referral,
  StickyBanner,
  SuccessResponse,
  TokenResponse,
  TournamentJoinResult,
  TournamentsResponse,
  UrlResponse,
  Widget,
  Winner,
} from '../types/entities';
import { answerPayload } from './answer-payload';
import { checkAnswer } from './answer-guards';
import { ControllerError, fetchOrThrow, globalFetch, REQUEST_TIMEOUTS } from './controller-error';
import { sessionStorageOrNull } from '../domain/browser-storage';

// The boot call and the error type belong with the client for callers that import only this file.
export { fetchBootInfo, type FetchBootInfoOptions } from './fetch-boot-info';
export { ControllerError, isControllerError } from './controller-error';

export interface ControllerClientOptions {
  /** main controller, e.g. '/api/controller' */
  controllerPath: string;
  /** default: controllerPath */
  loyaltyPath?: string;
  /** default: controllerPath */
  couponPath?: string;
  /** default: controllerPath */
  webplayPath?: string;
  /** payload passphrase from GET /api/boot */
  passphrase: string;
  fetch?: typeof fetch;
  /** where getMessages keeps its 15-minute cache; default sessionStorage, null disables it */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** per-call deadline (default REQUEST_TIMEOUTS.callMs) */
  timeoutMs?: number;
  /** clock for the message cache (tests) */
  now?: () => number;
}

export interface FavoriteChange {
  action: 'add' | 'remove';
  /** the game's shortname */
  game: string;
  provider: string;
}

export interface GameLaunchRequest {
  game: string;
  realmoney: boolean;
  provider?: string;
}

/**
 * Every call answers null when an encrypted payload cannot be decoded (the codec logs it) and
 * throws a ControllerError for a non-2xx answer, a network failure, no answer within the
 * timeout (`timeout`) or an answer of the wrong shape (`invalid_answer`, see answer-guards.ts).
 */
export interface ControllerClient {
  getConfig(): Promise<ConfigResponse | null>;
  getGames(): Promise<GamesPayload | null>;
  myFavorites(): Promise<Favorite[] | null>;
  getDfs(): Promise<DfsResponse | null>;
  getBalance(): Promise<Balances | null>;
  getUnreadMessages(): Promise<MessageCounter | null>;
  getReferral(): Promise<Referral | null>;
  getGameLockDetails(game: {
    shortname: string;
    provider: string;
  }): Promise<GameLockDetails | null>;
  setFavorite(change: FavoriteChange): Promise<SuccessResponse | null>;
  gameLauncher(request: GameLaunchRequest): Promise<GameLaunchResponse | null>;
  keepPlaying(): Promise<Favorite[] | null>;
  suggest(): Promise<Favorite[] | null>;
  getToken(): Promise<TokenResponse | null>;
  getLiveDealer(value: string): Promise<UrlResponse | null>;
  getTournaments(request: { lang: Lang; home?: boolean }): Promise<TournamentsResponse | null>;
  /** the lobby address, with `#<name>` appended when a tournament is named */
  getTournamentsLobby(name?: string): Promise<UrlResponse | null>;
  /**
   * Joins a live tournament, taking its buy-in from the real balance once (a repeated call is
   * answered `already_joined`); a short balance is a ControllerError `insufficient_funds` (402).
   */
  joinTournament(id: number): Promise<TournamentJoinResult | null>;
  getWidgets(): Promise<Widget[] | null>;
  getStickyBanner(): Promise<StickyBanner | null>;
  getGameOfTheMonth(): Promise<GameOfTheMonth | null>;
  getWinners(): Promise<Winner[] | null>;
  /** GET ?escapepodwidget, ?crewponwidget or ?fortunetellerwidget */
  getNamedWidget(kind: NamedWidgetKind): Promise<Widget | null>;
  /** GET ?widget&name=promotion|synth: the markup fragment of the promotion or synth widget */
  getWidgetMarkup(name: 'promotion' | 'synth', lang: Lang): Promise<{ html: string } | null>;
  getPromos(request: {
    lang: Lang;
    target: PromoTarget;
    regularOnly?: boolean;
  }): Promise<PromosResponse | null>;
  /** cached in session storage for 15 minutes; `fresh` skips the cache */
  getMessages(options?: { fresh?: boolean }): Promise<MessageCenter | null>;
  clearMessagesCache(): void;
  getDailyFreeSpins(): Promise<FreeSpinsData | null>;
  sendFreeSpinEmail(): Promise<SuccessResponse | null>;
  emailClickCheck(): Promise<SuccessResponse | null>;
  redeemDfs(body: DfsRedeemRequest): Promise<RedeemResult | null>;
  redeemCoupon(code: string): Promise<SuccessResponse | null>;
  rollback(): Promise<SuccessResponse | null>;
}

export type NamedWidgetKind = 'escapepodwidget' | 'crewponwidget' | 'fortunetellerwidget';

export const MESSAGES_CACHE_MS = 15 * 60 * 1000;
export const MESSAGES_CACHE_KEY = 'parlor:messages';

type Form = Record<string, string>;

interface CallSpec {
  path: string;
  keyword?: string;
  method?: 'GET' | 'POST';
  form?: Form;
  json?: unknown;
  /** the controller sends this answer encrypted (docs/controller.md) */
  encrypted?: boolean;
}

export function createControllerClient(options: ControllerClientOptions): ControllerClient {
  const { controllerPath, passphrase } = options;
  const loyaltyPath = options.loyaltyPath ?? controllerPath;
  const couponPath = options.couponPath ?? controllerPath;
  const webplayPath = options.webplayPath ?? controllerPath;
  const fetchImpl = options.fetch ?? globalFetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUTS.callMs;
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const messagesKey = `${MESSAGES_CACHE_KEY}:${controllerPath}`;

  async function call<T>(spec: CallSpec): Promise<T | null> {
    const url = spec.keyword ? withQuery(spec.path, spec.keyword) : spec.path;
    const init: RequestInit = { method: spec.method ?? 'GET', credentials: 'same-origin' };
    if (spec.form) {
      init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      init.body = new URLSearchParams(spec.form).toString();
    } else if (spec.json !== undefined) {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(spec.json);
    }
    const response = await fetchOrThrow(fetchImpl, url, init, timeoutMs);
    const answer = await readPayload<T>(await response.text(), spec.encrypted ?? false, passphrase);
    const problem = checkAnswer(spec.keyword, answer);
    if (problem) {
      console.error(`controller answer to ${spec.keyword} refused: ${problem}`);
      throw new ControllerError(`Unusable answer: ${problem}`, {
        status: response.status,
        code: 'invalid_answer',
        url,
      });
    }
    return answer;
  }

  const main = <T>(keyword: string, encrypted = false) =>
    call<T>({ path: controllerPath, keyword, encrypted });
  const mainPost = <T>(keyword: string, form: Form, encrypted = false) =>
    call<T>({ path: controllerPath, keyword, method: 'POST', form, encrypted });

  return {
    getConfig: () => main('getconfig', true),
    getGames: () => main('getgames'),
    myFavorites: () => main('myfavorites', true),
    getDfs: () => main('DFS', true),
    getBalance: () => main('getBalance', true),
    getUnreadMessages: () => main('getunreadmessages', true),
    getReferral: () => main('raf', true),
    getGameLockDetails: ({ shortname, provider }) =>
      mainPost('getgamelockdetails', { shortname, provider }, true),
    setFavorite: ({ action, game, provider }) =>
      call({
        path: controllerPath,
        method: 'POST',
        form: { setFavorite: '1', action, game, provider },
        encrypted: true,
      }),
    gameLauncher: ({ game, realmoney, provider }) =>
      mainPost('gamelauncher', {
        game,
        realmoney: realmoney ? '1' : '0',
        ...(provider ? { provider } : {}),
      }),
    keepPlaying: () => main('keepplaying'),
    suggest: () => main('suggest'),
    getToken: () => main('gettoken'),
    getLiveDealer: (value) => mainPost('getlivedealer', { getlivedealer: value }),
    getTournaments: ({ lang, home }) =>
      mainPost('gettournaments', { lang, ...(home ? { home: '1' } : {}) }),
    joinTournament: (id) => mainPost('jointournament', { id: String(id) }),
    getTournamentsLobby: async (name) => {
      const answer = await main<UrlResponse>('gettournamentslobby');
      if (!answer || !name || typeof answer.url !== 'string') return answer;
      return { ...answer, url: `${answer.url.split('#')[0]}#${encodeURIComponent(name)}` };
    },
    getWidgets: () => main('widgets', true),
    getStickyBanner: () => main('stickybanner'),
    getGameOfTheMonth: () => main('gameofthemonth'),
    getWinners: () => main('winners'),
    getNamedWidget: (kind) => main(kind),
    getWidgetMarkup: (name, lang) =>
      main(`widget&name=${encodeURIComponent(name)}&lang=${encodeURIComponent(lang)}`),
    getPromos: ({ lang, target, regularOnly }) =>
      mainPost('getpromos', { lang, target, ...(regularOnly ? { regular_only: '1' } : {}) }),
    getMessages: async ({ fresh = false } = {}) => {
      if (!fresh) {
        const cached = readCache<MessageCenter>(storage, messagesKey, now());
        if (cached) return cached;
      }
      const answer = await main<MessageCenter>('getmessages');
      if (answer) writeCache(storage, messagesKey, answer, now());
      return answer;
    },
    clearMessagesCache: () => {
      try {
        storage?.removeItem(messagesKey);
      } catch {
        // Storage may be unavailable (privacy mode): nothing to clear.
      }
    },
    getDailyFreeSpins: () => call({ path: loyaltyPath, keyword: 'dailyfreespins' }),
    sendFreeSpinEmail: () => call({ path: loyaltyPath, keyword: 'sendfreespinemail' }),
    emailClickCheck: () => call({ path: loyaltyPath, keyword: 'emailclickcheck' }),
    redeemDfs: (body) =>
      call({ path: loyaltyPath, keyword: 'redeem_dfs', method: 'POST', json: body }),
    redeemCoupon: (code) =>
      call({ path: couponPath, method: 'POST', form: { redeem: code, redirect: 'false' } }),
    rollback: () => call({ path: webplayPath, method: 'POST', form: { tryout: 'rollback' } }),
  };
}

function withQuery(path: string, keyword: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${keyword}`;
}

/** Encrypted answers go through the codec; plain ones are JSON (answer-payload.ts). */
function readPayload<T>(text: string, encrypted: boolean, passphrase: string): Promise<T | null> {
  return decodePayload<T>(answerPayload(text, encrypted), passphrase);
}

function readCache<T>(
  storage: ControllerClientOptions['storage'],
  key: string,
  at: number,
): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { at?: unknown; data?: unknown };
    if (typeof entry.at !== 'number' || at - entry.at >= MESSAGES_CACHE_MS || at < entry.at) {
      return null;
    }
    return (entry.data ?? null) as T | null;
  } catch {
    return null;
  }
}

function writeCache(
  storage: ControllerClientOptions['storage'],
  key: string,
  data: unknown,
  at: number,
): void {
  try {
    storage?.setItem(key, JSON.stringify({ at, data }));
  } catch {
    // Quota or privacy mode: the cache is an optimisation only.
  }
}
