import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression, registerStaticApp } from './static/serve-app';
import { tempDir } from './testing/temp-dir';
import { controllerProxy } from './controller-proxy';
import { nodeControllerFetch } from './controller-http';
import { LOOPBACK_PROXIES, proxyTrust } from './web/trusted-proxies';

/** A stand-in controller: echoes what it got, or answers as the test says. */
function upstream(
  answer: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void,
) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, Buffer.concat(chunks), res));
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

const echo = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => {
  res.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2; SameSite=Strict']);
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      method: req.method,
      url: req.url,
      host: req.headers.host,
      forwardedFor: req.headers['x-forwarded-for'],
      forwardedProto: req.headers['x-forwarded-proto'],
      connection: req.headers['proxy-connection'] ?? null,
      body: body.toString(),
    }),
  );
};

let site: FastifyInstance | null = null;
let dir = '';

async function siteBefore(
  controllerUrl: string,
  timeoutMs = 2000,
  trustedProxies: readonly string[] = [],
): Promise<string> {
  dir = tempDir('parlor-proxy-');
  fs.writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
  site = Fastify({ trustProxy: proxyTrust(trustedProxies) });
  await registerCompression(site);
  await registerStaticApp(site, {
    dir,
    notFound: controllerProxy(site, { controllerUrl, timeoutMs }),
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(site.server.address() as net.AddressInfo).port}`;
}

afterEach(async () => {
  await site?.close();
  site = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('passes a request on as the browser sent it, Host and body included, and the answer back whole', async () => {
  const controller = await upstream(echo);
  try {
    const at = await siteBefore(controller.url);
    // node:http, as the platform's fetch would not send this Host
    const answer = await nodeControllerFetch({
      method: 'POST',
      url: `${at}/casino/api/controller?setFavorite`,
      headers: {
        host: 'classic.localhost:8080',
        'content-type': 'application/x-www-form-urlencoded',
        'proxy-connection': 'keep-alive',
      },
      body: 'gameid=12&x=%C3%A9',
      signal: AbortSignal.timeout(5000),
    });
    expect(answer.status).toBe(200);
    // each cookie stays its own header
    expect(answer.setCookies).toEqual(['a=1; HttpOnly', 'b=2; SameSite=Strict']);
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      url: '/casino/api/controller?setFavorite',
      host: 'classic.localhost:8080',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      connection: null,
      body: 'gameid=12&x=%C3%A9',
    });
    // the site's own files stay the site's
    expect(await (await fetch(`${at}/app.js`)).text()).toBe('console.log(1)');
  } finally {
    await controller.close();
  }
});

describe('who the visitor is, as the controller is told', () => {
  const forwarding = (req: http.IncomingMessage, _body: Buffer, res: http.ServerResponse) => {
    const { host: _host, connection: _c, ...rest } = req.headers;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(rest));
  };
  const madeUp = {
    'x-forwarded-for': '198.51.100.1, 198.51.100.2',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-port': '443',
    'x-real-ip': '198.51.100.3',
    forwarded: 'for=198.51.100.4;proto=https',
  };
  const sent = async (at: string, headers: Record<string, string>) =>
    JSON.parse(
      (
        await nodeControllerFetch({
          method: 'GET',
          url: `${at}/api/controller?whoami`,
          headers: { host: 'localhost:8080', ...headers },
          signal: AbortSignal.timeout(5000),
        })
      ).text,
    ) as Record<string, string>;

  it('replaces whatever forwarding headers a visitor made up with the socket’s address', async () => {
    const controller = await upstream(forwarding);
    try {
      const got = await sent(await siteBefore(controller.url), madeUp);
      expect(got['x-forwarded-for']).toBe('127.0.0.1');
      expect(got['x-forwarded-proto']).toBe('http');
      for (const name of ['x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'])
        expect(got[name]).toBeUndefined();
      expect(JSON.stringify(got)).not.toMatch(/198\.51\.100|evil\.example/);
    } finally {
      await controller.close();
    }
  });

  it('behind a proxy it trusts, passes on only the address that proxy added', async () => {
    const controller = await upstream(forwarding);
    try {
      const at = await siteBefore(controller.url, 2000, LOOPBACK_PROXIES);
      const got = await sent(at, madeUp);
      // the proxy's own addition (the rightmost), never what the visitor wrote before it
      expect(got['x-forwarded-for']).toBe('198.51.100.2');
      expect(got['x-forwarded-proto']).toBe('https');
      expect(got['x-forwarded-host']).toBeUndefined();
    } finally {
      await controller.close();
    }
  });
});

it('leaves the controller’s encoding alone: a small answer is not encoded again, a compressed one arrives as sent', async () => {
  const controller = await upstream((req, _body, res) => {
    if (req.url === '/small') {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
      return;
    }
    const big = JSON.stringify({ games: Array.from({ length: 500 }, (_, i) => ({ id: i })) });
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-encoding', 'gzip');
    res.end(zlib.gzipSync(big));
  });
  try {
    const at = await siteBefore(controller.url);
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await fetch(`${at}/small`, { headers });
    expect(await small.json()).toEqual({ ok: true });
    const big = await fetch(`${at}/big`, { headers });
    expect(((await big.json()) as { games: unknown[] }).games).toHaveLength(500);
  } finally {
    await controller.close();
  }
});

it('answers 502 at once when no controller is there, and 504 when it does not answer in time', async () => {
  const closed = await upstream(echo);
  await closed.close();
  const at = await siteBefore(closed.url);
  const down = await fetch(`${at}/api/controller?getconfig`);
  expect(down.status).toBe(502);
  expect(down.headers.get('cache-control')).toBe('no-store');
  expect(await down.json()).toMatchObject({ code: 'controller_unavailable' });
  await site!.close();
  site = null;

  const silent = await upstream(() => {
    // never answers
  });
  try {
    const slowAt = await siteBefore(silent.url, 300);
    const started = Date.now();
    const hung = await fetch(`${slowAt}/api/controller?getgames`);
    expect(hung.status).toBe(504);
    expect(await hung.json()).toMatchObject({ code: 'controller_timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await silent.close().catch(() => undefined);
  }
});
