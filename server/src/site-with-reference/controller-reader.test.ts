// The reader against the reference controller over real HTTP (two casinos, chosen by the Host
// header), and against stand-ins that answer what no controller should.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lang } from '@parlor/shared/types';
import { casinoConfig, casinoForHost, assetsOrigin } from '../casinos/casinos';
import { encodeEnvelope } from '../crypto/encode-envelope';
import { customPromos } from '../promotions/promo-catalogue';
import { createTestApp, PASSPHRASE, type TestApp } from '../testing/test-app';
import {
  createControllerReader,
  ControllerReadError,
  type BootAnswer,
} from '@parlor/site/controller-reader';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

describe('the reference controller, read over HTTP', () => {
  const cases = [
    { host: 'localhost:8080', hostname: 'localhost', key: 'fusion' },
    { host: 'classic.localhost:8080', hostname: 'classic.localhost', key: 'classic' },
  ];

  it.each(cases)('reads the casino of $host as the in-process code has it', async (c) => {
    const ctx = t.app.parlor;
    const casino = casinoForHost(c.hostname);
    expect(casino.key).toBe(c.key);
    const reader = createControllerReader({ baseUrl });
    const address = { host: c.host };

    const boot = (await reader.boot(address)).value;
    expect(boot.passphrase).toBe(PASSPHRASE);
    expect(boot.controller_path).toBe('/api/controller');
    expect(boot.casino_key).toBe(casino.key);
    expect(boot.casino_id).toBe(casino.casino_id);

    const config = (await reader.config(address, boot)).value;
    const expected = casinoConfig(casino, {
      hostname: c.hostname,
      assetsPort: ctx.settings.assetsPort,
      basePath: '',
    });
    expect(config.player).toBeNull();
    expect(config.config.casino_name).toBe(expected.casino_name);
    expect(config.config.currency).toBe(expected.currency);
    expect(config.config.is_fusion).toBe(expected.is_fusion);
    expect(config.config).toEqual(expected);

    const games = await reader.games(address, boot);
    if ('notModified' in games) throw new Error('a first read is never a 304');
    const catalogue = ctx.catalogueOf(casino);
    expect(games.etag).toMatch(/^".+"$/);
    expect(games.value.games).toHaveLength(catalogue.games.length);
    expect(games.value.games.slice(0, 5).map((g) => g.id)).toEqual(
      catalogue.games.slice(0, 5).map((g) => g.id),
    );

    for (const lang of ['en', 'de'] satisfies Lang[]) {
      const promos = (await reader.homePromos(address, boot, lang)).value;
      const assets = assetsOrigin({ hostname: c.hostname, assetsPort: ctx.settings.assetsPort });
      const own = customPromos({ casino, catalogue, lang, assets });
      expect(promos.custom_promos.map((p) => [p.id, p.title])).toEqual(
        own.map((p) => [p.id, p.title]),
      );
      expect(promos.regular_promos).toEqual([]);
    }
  });

  it("sends a first screen's call as a guest's and hands on the answer as it came", async () => {
    const reader = createControllerReader({ baseUrl });
    const address = { host: 'localhost:8080' };
    const boot = (await reader.boot(address)).value;
    const { value } = await reader.guestCall(address, boot, {
      method: 'POST',
      url: '/api/controller?gettournaments',
      body: 'lang=de',
    });
    expect(value.status).toBe(200);
    const answer = JSON.parse(value.text) as { active_tournaments: Record<string, unknown>[] };
    expect(answer.active_tournaments.length).toBeGreaterThan(0);
    // a guest is told nothing of joining
    expect(answer.active_tournaments[0]!.joined).toBeUndefined();
  });

  it('tells the two casinos apart by the Host header alone', async () => {
    const reader = createControllerReader({ baseUrl });
    const fusion = (await reader.boot({ host: 'localhost' })).value;
    const classic = (await reader.boot({ host: 'classic.localhost' })).value;
    expect(fusion.casino_id).not.toBe(classic.casino_id);
    const a = await reader.games({ host: 'localhost' }, fusion);
    const b = await reader.games({ host: 'classic.localhost' }, classic);
    if ('notModified' in a || 'notModified' in b) throw new Error('unexpected 304');
    expect(a.etag).not.toBe(b.etag);
  });

  it('answers NotModified to the catalogue ETag it holds', async () => {
    const reader = createControllerReader({ baseUrl });
    const boot = (await reader.boot({ host: 'localhost' })).value;
    const first = await reader.games({ host: 'localhost' }, boot);
    if ('notModified' in first) throw new Error('unexpected 304');
    await expect(reader.games({ host: 'localhost' }, boot, first.etag)).resolves.toEqual({
      notModified: true,
    });
  });

  it('refuses a host name that is not one before asking', async () => {
    const reader = createControllerReader({ baseUrl });
    await expect(reader.boot({ host: 'evil.example/x' })).rejects.toMatchObject({
      code: 'invalid_host',
    });
  });
});

describe('answers no controller should give', () => {
  let stub: http.Server;
  let stubUrl: string;
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const seen: http.IncomingHttpHeaders[] = [];
  const boot: BootAnswer = { controller_path: '/api/controller', passphrase: 'p', remotes: {} };

  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      seen.push(req.headers);
      answer(req, res);
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  const json = (body: unknown, status = 200) => {
    answer = (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
  };

  it('sends the visitor host, and the forwarded host and scheme when known', async () => {
    json(boot);
    const reader = createControllerReader({ baseUrl: stubUrl });
    await reader.boot({ host: 'fun.localhost:8080' });
    expect(seen.at(-1)).toMatchObject({ host: 'fun.localhost:8080' });
    expect(seen.at(-1)?.['x-forwarded-proto']).toBeUndefined();
    await reader.boot({ host: 'fun.localhost', proto: 'https' });
    expect(seen.at(-1)).toMatchObject({
      host: 'fun.localhost',
      'x-forwarded-host': 'fun.localhost',
      'x-forwarded-proto': 'https',
    });
  });

  it.each([
    ['boot info without a passphrase', { controller_path: '/api/controller' }],
    ['boot info that is not JSON', 'not json'],
    ['boot info pointing at another server', { ...boot, controller_path: '//evil.example/c' }],
  ])('refuses %s', async (_what, body) => {
    json(body);
    const reader = createControllerReader({ baseUrl: stubUrl });
    // a boot info the site cannot use fails the boot read, or the first read that relies on it
    const read = (async () => {
      const read = await reader.boot({ host: 'localhost' });
      return reader.config({ host: 'localhost' }, read.value);
    })();
    await expect(read).rejects.toBeInstanceOf(ControllerReadError);
    await expect(read).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('refuses a config that does not decode or fails its guard', async () => {
    const reader = createControllerReader({ baseUrl: stubUrl });
    answer = (_req, res) => res.end('bm90IGFuIGVudmVsb3Bl');
    await expect(reader.config({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'invalid_answer',
    });
    // the right envelope, another passphrase
    answer = (_req, res) => res.end(encodeEnvelope({ config: {}, player: null }, 'other'));
    await expect(reader.config({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'invalid_answer',
    });
    // decodes, but is not a config
    answer = (_req, res) => res.end(encodeEnvelope({ config: { navigation: 3 } }, 'p'));
    await expect(reader.config({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'invalid_answer',
    });
  });

  it('refuses a catalogue or promos of the wrong shape, and an error status', async () => {
    const reader = createControllerReader({ baseUrl: stubUrl });
    json({ games: 3 });
    await expect(reader.games({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'invalid_answer',
    });
    json({ games: [{ shortname: 'a' }] });
    await expect(reader.games({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'invalid_answer',
    });
    json({ regular_promos: [] });
    await expect(reader.homePromos({ host: 'localhost' }, boot, 'en')).rejects.toMatchObject({
      code: 'invalid_answer',
    });
    json({ error: 'down', code: 'x' }, 503);
    await expect(reader.homePromos({ host: 'localhost' }, boot, 'en')).rejects.toMatchObject({
      code: 'http_status',
    });
    // a 304 to a read that held nothing is not an answer
    answer = (_req, res) => res.writeHead(304).end();
    await expect(reader.games({ host: 'localhost' }, boot)).rejects.toMatchObject({
      code: 'http_status',
    });
  });

  it('posts the home promos form', async () => {
    let body = '';
    answer = (req, res) => {
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => res.end(JSON.stringify({ custom_promos: [], regular_promos: [] })));
    };
    const reader = createControllerReader({ baseUrl: stubUrl });
    await reader.homePromos({ host: 'localhost' }, boot, 'fr');
    expect(new URLSearchParams(body).get('target')).toBe('ucc_lobby');
    expect(new URLSearchParams(body).get('lang')).toBe('fr');
  });

  it("sends no call a guest's first screen does not make (a player's, a write)", async () => {
    const reader = createControllerReader({ baseUrl: stubUrl });
    let asked = 0;
    answer = (_req, res) => {
      asked += 1;
      res.end('{}');
    };
    for (const call of [
      { method: 'GET', url: '/api/controller?getBalance', body: '' },
      { method: 'POST', url: '/api/controller?gamelauncher', body: 'game=x&realmoney=1' },
      { method: 'POST', url: '/api/controller', body: 'setFavorite=1&action=add' },
      { method: 'GET', url: '/api/other?winners', body: '' },
    ]) {
      await expect(reader.guestCall({ host: 'localhost' }, boot, call)).rejects.toMatchObject({
        code: 'invalid_answer',
      });
    }
    expect(asked).toBe(0);
  });
});
