// The site's edge rules under made-up headers: a visitor on a socket the site does not trust (its
// trusted proxies are elsewhere) sends whatever Host, X-Forwarded-For/-Host/-Proto/-Port,
// Forwarded and X-Real-IP it likes (garbage, IPv6, huge, unicode, many commas, repeated). The site
// never answers a 5xx, the controller is told the socket's address and nothing the visitor
// claimed, and no name the visitor made up comes back in any answer's headers or body.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../build-site';
import { loadSiteSettings } from '../site-settings';
import { REFERENCE_CASINO_HOSTNAMES } from '../site-hosts';
import { rawRequest } from '../testing/raw-http';
import { recordingController, type RecordingController } from '../testing/recording-controller';
import { seededRandom, type SeededRandom } from '../testing/seeded-random';
import { tempDir } from '../testing/temp-dir';

const SEED = 204_307;
const CASES = 300;
/** the marker of a visitor's request passed on to the controller (the site's own reads lack it) */
const CASE_HEADER = 'x-fuzz-case';
const KNOWN_HOSTNAMES = new Set([...Object.values(REFERENCE_CASINO_HOSTNAMES), '127.0.0.1']);

let controller: RecordingController;
let site: FastifyInstance;
let port: number;
let dir: string;

beforeAll(async () => {
  controller = await recordingController();
  dir = tempDir('parlor-edge-fuzz-');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  site = await buildSite({
    controllerUrl: controller.url,
    settings: loadSiteSettings({
      PARLOR_SHELL_DIST: dir,
      PARLOR_SITE_DB: path.join(dir, 'site.db'),
      // the site's proxies are on another network: this test's socket (127.0.0.1) is a visitor's
      PARLOR_TRUSTED_PROXIES: '10.0.0.0/8,fd00::/8',
    }),
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  port = (site.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await site.close();
  await controller.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a header value may carry on the wire: anything but CR and LF, which end its line. */
const GARBAGE = ` \t!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~\x00\x01\x07\x1b\x7f\x80\xa0\xff\u00e9\u4f8b\u{1f3b0}`;

function ipv4(r: SeededRandom): string {
  return Array.from({ length: 4 }, () => r.int(256)).join('.');
}

function ipv6(r: SeededRandom): string {
  return r.pick([
    '::1',
    '2001:db8::1',
    '[2001:db8::1]:4711',
    'fe80::1%eth0',
    '::ffff:10.0.0.1',
    'fd00::5',
    `2001:db8:${r.int(0xffff).toString(16)}::${r.int(0xffff).toString(16)}`,
  ]);
}

/** A name for the Host or X-Forwarded-Host header, most carrying the case's token. */
function hostValue(r: SeededRandom, token: string): string {
  return r.pick([
    () => `${token}.example`,
    () => `${token.toUpperCase()}.EXAMPLE:8080`,
    () => `${token}.localhost:8080`,
    () => `localhost.${token}.example`,
    () => `classic.localhost.${token}`,
    () => `${token}.example:${r.int(100_000)}`,
    () => `localhost:${token}`,
    () => `xn--${token}-9ja.example`,
    () => `ünï${token}.例え.テスト`,
    () => `${token}.example, localhost`,
    () => `localhost, ${token}.example`,
    () => ` ${token}.example `,
    () => `${token}.example/../admin`,
    () => `${token}@localhost`,
    () => `${token}.`.repeat(r.int(300)) + 'example',
    () => `[2001:db8::1]:8080`,
    () => ipv6(r),
    () => r.pick([...KNOWN_HOSTNAMES]) + r.pick(['', ':8080', ':1', `:${r.int(65_536)}`]),
    () => r.text(r.int(40), GARBAGE) + token,
    () => '',
  ])();
}

/** An address (X-Forwarded-For, X-Real-IP), a list of them, or anything else. */
function addressValue(r: SeededRandom, token: string): string {
  return r.pick([
    () => ipv4(r),
    () => ipv6(r),
    // the site's own proxies' addresses, claimed by the visitor
    () => `10.0.0.${r.int(256)}`,
    () => `${ipv4(r)}, 10.0.0.1`,
    () => Array.from({ length: 1 + r.int(400) }, () => ipv4(r)).join(r.pick([',', ', ', ' ,'])),
    () => ','.repeat(r.int(2000)),
    () => `${token}, ${ipv4(r)}`,
    () => 'unknown',
    () => `_${token}`,
    () => '1'.repeat(r.int(20_000)),
    () => r.text(r.int(60), GARBAGE),
    () => '',
  ])();
}

function forwardedValue(r: SeededRandom, token: string): string {
  return r.pick([
    () => `for=${ipv4(r)};proto=https;host=${token}.example`,
    () => `for="[2001:db8::1]:4711";by=10.0.0.1`,
    () => `for=10.0.0.1, for=${ipv4(r)};host="${token}.localhost"`,
    () => `host=${token}.example;proto=${token}`,
    () => r.text(r.int(80), GARBAGE) + token,
  ])();
}

function protoValue(r: SeededRandom, token: string): string {
  return r.pick(['https', 'HTTPS', 'http', 'ftp', 'https, http', 'javascript', token, '']);
}

const PATHS = [
  '/',
  '/category/online-slots',
  '/api/boot',
  '/api/controller?getconfig',
  '/games/unknown-game.js',
  '/api/telemetry',
] as const;

const BEACON = JSON.stringify({
  v: 1,
  visit: 'visit_0123456789abcdef',
  events: [{ type: 'load', remote: 'shell', release: 'default', outcome: 'ok' }],
});

interface FuzzCase {
  index: number;
  token: string;
  url: (typeof PATHS)[number];
  lines: [string, string][];
}

function fuzzCase(r: SeededRandom, index: number): FuzzCase {
  // a case's own token: any name it makes up carries it, so any echo of it is found
  const token = `zq${r.text(8)}`;
  const url = r.pick(PATHS);
  const lines: [string, string][] = [];
  const some = (name: string, value: () => string) => {
    if (r.chance(0.6)) lines.push([r.pick([name, name.toUpperCase()]), value()]);
    if (r.chance(0.1)) lines.push([name, value()]);
  };
  if (!r.chance(0.05)) lines.push(['Host', hostValue(r, token)]);
  if (r.chance(0.05)) lines.push(['Host', hostValue(r, token)]);
  some('X-Forwarded-For', () => addressValue(r, token));
  some('X-Forwarded-Host', () => hostValue(r, token));
  some('X-Forwarded-Proto', () => protoValue(r, token));
  some('X-Forwarded-Port', () => r.pick(['443', '0', '99999', token]));
  some('Forwarded', () => forwardedValue(r, token));
  some('X-Real-IP', () => addressValue(r, token));
  // in any order
  for (let i = lines.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  lines.push([CASE_HEADER, String(index)], ['Accept-Language', 'en'], ['Connection', 'close']);
  return { index, token, url, lines };
}

function wire(c: FuzzCase): Buffer {
  const post = c.url === '/api/telemetry';
  const lines = [...c.lines];
  if (post) lines.push(['Content-Type', 'text/plain'], ['Content-Length', String(BEACON.length)]);
  const head = `${post ? 'POST' : 'GET'} ${c.url} HTTP/1.1\r\n${lines
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  // as a client writes it: unicode as UTF-8 bytes
  return Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(post ? BEACON : '')]);
}

it(`never answers a 5xx, tells the controller only the socket's address and echoes no made-up name (seed ${SEED})`, async () => {
  const r = seededRandom(SEED);
  const cases = Array.from({ length: CASES }, (_, i) => fuzzCase(r, i));
  let answeredWithTokenHost = 0;
  for (const c of cases) {
    const answer = await rawRequest(port, wire(c));
    const about = `case ${c.index} ${JSON.stringify(c.lines).slice(0, 400)}`;
    if (answer.status === 0 || answer.status >= 500)
      throw new Error(`${answer.status}: ${c.url} ${about} ${answer.body.slice(0, 600)}`);
    const seenOutside = `${answer.head}\n${answer.body}`.toLowerCase();
    if (seenOutside.includes(c.token))
      throw new Error(`the made-up name came back: ${about}\n${seenOutside.slice(0, 2000)}`);
    const host = c.lines.find(([name]) => name === 'Host')?.[1] ?? '';
    if (answer.status < 300 && host.toLowerCase().includes(c.token)) answeredWithTokenHost += 1;
  }
  // the cases reached the pages and the controller, not only the HTTP parser's refusals
  expect(answeredWithTokenHost).toBeGreaterThan(CASES / 5);

  const passedOn = controller.seen.filter((seen) => seen.headers[CASE_HEADER] !== undefined);
  expect(passedOn.length).toBeGreaterThan(CASES / 10);
  for (const seen of passedOn) {
    const { host: _host, ...rest } = seen.headers;
    const token = cases[Number(seen.headers[CASE_HEADER])]!.token;
    expect([seen.url, rest['x-forwarded-for'], rest['x-forwarded-proto']]).toEqual([
      seen.url,
      '127.0.0.1',
      'http',
    ]);
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-port'])
      expect([seen.url, name, rest[name]]).toEqual([seen.url, name, undefined]);
    // the Host is the controller's to judge (it picks the casino by it); nothing else is made up
    expect(JSON.stringify(rest).toLowerCase()).not.toContain(token);
  }
  // the site's own reads: a casino it knows, asked by its name, on no visitor's behalf
  const reads = controller.seen.filter((seen) => seen.headers[CASE_HEADER] === undefined);
  expect(reads.length).toBeGreaterThan(0);
  for (const seen of reads) {
    expect(KNOWN_HOSTNAMES).toContain(seen.headers.host);
    expect(seen.headers['x-forwarded-for']).toBeUndefined();
    expect(JSON.stringify(seen.headers)).not.toMatch(/zq[a-z0-9]{8}/);
  }
});
