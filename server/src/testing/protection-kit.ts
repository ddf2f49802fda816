// Test helpers for the player protection tests: a test app on a clock the test moves, and the
// calls a player makes (the protection routes, a launch, a bet, a deposit).
import type { GameLaunchResponse } from '@parlor/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface ClockedApp extends TestApp {
  /** the time the server reads (starts at real time, moves only when the test says) */
  clock: { now: number };
  advance(ms: number): void;
}

export async function createClockedApp(): Promise<ClockedApp> {
  const clock = { now: Date.now() };
  const app = await createTestApp({}, { now: () => clock.now });
  return {
    ...app,
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
  };
}

export const HOSTS = {
  fusion: 'localhost:8080',
  classic: 'classic.localhost:8080',
  fun: 'fun.localhost:8080',
} as const;

export function api(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string | null,
  payload?: unknown,
  host: string = HOSTS.fusion,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      host,
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export function launch(
  t: TestApp,
  cookie: string,
  game: string,
  host: string = HOSTS.fusion,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/controller?gamelauncher',
    headers: {
      host,
      cookie,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ game, realmoney: '1' }).toString(),
  });
}

/** The token of a launched game (the launch must succeed). */
export async function launchToken(
  t: TestApp,
  cookie: string,
  game: string,
  host: string = HOSTS.fusion,
): Promise<string> {
  const res = await launch(t, cookie, game, host);
  if (res.statusCode !== 200) throw new Error(`launch ${res.statusCode}: ${res.body}`);
  const url = res.json<GameLaunchResponse>().games[0]!.url;
  return new URL(url).searchParams.get('token')!;
}

let round = 0;
export function bet(t: TestApp, token: string, stake = 100): Promise<LightMyRequestResponse> {
  round += 1;
  return t.app.inject({
    method: 'POST',
    url: '/games/api/bet',
    headers: { host: 'games.localhost:8080', 'content-type': 'application/json' },
    payload: { token, round: `protection-round-${round}`, stake },
  });
}

/** Posts the cashier's form for `amount` (units, as typed), with a nonce from the cashier page. */
export async function deposit(
  t: TestApp,
  cookie: string,
  amount: string,
  accept = 'text/html',
  host: string = HOSTS.fusion,
): Promise<LightMyRequestResponse> {
  const page = await t.app.inject({ url: '/pages/cashier', headers: { host, cookie } });
  const nonce = /name="nonce" value="([a-f0-9]{32})"/.exec(page.body)?.[1];
  if (!nonce) throw new Error(`no cashier form (status ${page.statusCode})`);
  return t.app.inject({
    method: 'POST',
    url: '/pages/cashier/deposit',
    headers: {
      host,
      cookie,
      accept,
      origin: `http://${host}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ amount, nonce }).toString(),
  });
}

/** Logs in and answers the status and body (a refused login is the point of some tests). */
export function tryLogin(
  t: TestApp,
  username: string,
  host: string = HOSTS.fusion,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { username, password: 'demo1234' },
  });
}
