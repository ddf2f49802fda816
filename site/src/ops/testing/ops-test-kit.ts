// What the console's tests share: a site store in memory (the real SQLite one) that can be made
// to stop answering, operations that record what they were asked and answer as told, the console
// on a Fastify of its own, and a browser's cookie jar.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { CasinoOverview, OperationResult, RemoteInfo } from '../../operations/operation-types';
import { openSiteStore } from '../../state/open-site-store';
import type { SiteStore } from '../../state/site-store';
import type { SummaryRow } from '../../telemetry/telemetry-summary';
import { registerOpsConsole } from '../ops-console';
import { seedDemoOperators } from '../ops-demo';
import { setPasswordCost } from '../ops-password';
import type { OperationsApi, OpsConsoleOptions } from '../ops-types';

export const OPS_HOST = 'ops.localhost';
export const REMOTES: RemoteInfo[] = [
  { name: 'mf_lobby', dir: 'mf-lobby', port: 9081 },
  { name: 'mf_game', dir: 'mf-game', port: 9082 },
];
export const CASINOS = ['fusion', 'classic'];
export const RELEASES = ['0.1.1-aaaaaaaaaa', '0.1.0-bbbbbbbbbb'];

/** A store that throws on every call while `down` is true, like a database that went away. */
export function switchableStore(store: SiteStore): {
  store: SiteStore;
  setDown(down: boolean): void;
} {
  let down = false;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value === 'function') {
          return (...args: unknown[]) =>
            down
              ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
              : (value as (...a: unknown[]) => unknown).apply(object, args);
        }
        if (value && typeof value === 'object') return wrap(value);
        return value;
      },
    });
  return { store: wrap(store), setDown: (value) => (down = value) };
}

export interface OperationCall {
  operator: string;
  method: keyof OperationsApi;
  request: unknown;
}

/** Operations that record each call and answer `respond`'s result (ok by default). */
export function fakeOperations() {
  const calls: OperationCall[] = [];
  const state = {
    generation: 3,
    respond: (method: keyof OperationsApi): OperationResult => ({
      ok: true,
      message: `${method} done`,
      generation: 4,
    }),
    overview: (casino: string, generation: number): CasinoOverview => ({
      casino,
      generation,
      remotes: REMOTES.map((remote) => ({
        name: remote.name,
        dir: remote.dir,
        target: remote.name === 'mf_lobby' ? RELEASES[1]! : null,
        setAt: remote.name === 'mf_lobby' ? '2030-01-02T03:04:05.000Z' : null,
        setBy: remote.name === 'mf_lobby' ? 'maria' : null,
        canary:
          remote.name === 'mf_lobby'
            ? {
                release: RELEASES[0]!,
                percent: 10,
                startedAt: '2030-01-02T04:00:00.000Z',
                by: 'jon',
              }
            : null,
        releases: RELEASES,
        ...(remote.name === 'mf_lobby' && { rollbackTo: null }),
      })),
      previews: [],
    }),
    health: (): SummaryRow[] => [
      {
        casino: 'fusion',
        remote: 'mf_lobby',
        release: RELEASES[0]!,
        visits: 47,
        loadFailures: 1,
        loadFailureRate: 1 / 47,
        errors: 0,
        errorRate: 0,
        p75Lcp: 1210,
        p75Inp: 71,
      },
    ],
    overviewFails: false,
  };
  const operationsFor = (operator: string): OperationsApi => {
    const act =
      (method: keyof OperationsApi) =>
      async (request: unknown): Promise<OperationResult> => {
        calls.push({ operator, method, request });
        return state.respond(method);
      };
    return {
      setRemote: act('setRemote'),
      rollbackRemote: act('rollbackRemote'),
      startCanary: act('startCanary'),
      promoteCanary: act('promoteCanary'),
      abortCanary: act('abortCanary'),
      createPreview: act('createPreview'),
      endPreview: act('endPreview'),
      casinoOverview: async (casino) => {
        if (state.overviewFails) throw new Error('connect ECONNREFUSED');
        return state.overview(casino, state.generation);
      },
      casinoHealth: async () => state.health(),
    };
  };
  return { calls, state, operationsFor };
}

/** The console's tests hash at a cost a thousand times lower than the site's: they stay fast. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
setPasswordCost(TEST_SCRYPT);

export async function openTestStore(): Promise<SiteStore> {
  const { store } = await openSiteStore({ sqliteFile: ':memory:' });
  await seedDemoOperators(store, new Date('2030-01-01T00:00:00.000Z'));
  return store;
}

export async function buildConsole(
  options: Partial<OpsConsoleOptions> & Pick<OpsConsoleOptions, 'store' | 'operationsFor'>,
): Promise<FastifyInstance> {
  const app = Fastify();
  await registerOpsConsole(app, {
    opsHost: OPS_HOST,
    casinos: CASINOS,
    remotes: REMOTES,
    secureCookies: false,
    ...options,
  });
  await app.ready();
  return app;
}

/** A browser's cookies for the console. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const list = Array.isArray(header) ? header : header ? [header] : [];
    for (const cookie of list) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /Max-Age=0/.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser on the console: same-origin requests with its cookies, as a form posts them. */
export function browser(app: FastifyInstance, jar = new CookieJar()) {
  const origin = `http://${OPS_HOST}`;
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        host: OPS_HOST,
        ...(jar.cookies.size ? { cookie: jar.header() } : {}),
        ...(method === 'POST'
          ? {
              origin,
              'sec-fetch-site': 'same-origin',
              'content-type': 'application/x-www-form-urlencoded',
            }
          : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.take(response);
    return response;
  };
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, form: Record<string, string>, headers?: Record<string, string>) =>
      send('POST', url, form, headers),
    async login(name: string, password = 'parlor-ops-demo') {
      return send('POST', '/ops/login', { username: name, password, next: '/ops' });
    },
    /** The CSRF token of the page at `url` (the console's home by default). */
    async csrf(url = '/ops'): Promise<string> {
      const page = await send('GET', url);
      const match = /name="csrf" value="([^"]+)"/.exec(page.body);
      if (!match) throw new Error(`no CSRF token on ${url} (${page.statusCode})`);
      return match[1]!;
    },
  };
}

/** Markup with its whitespace squashed, as a reader of the page meets it. */
export function squash(markup: string): string {
  return markup
    .replace(/\s+/g, ' ')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+>/g, '>');
}
