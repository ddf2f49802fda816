import type { FastifyRequest } from 'fastify';
import { siteDocumentCsp } from './site-csp';
import { ControllerReadError } from './controller-reader';
import type { SiteReads } from './site-reads';

const request = (host: string) =>
  ({
    headers: { host },
    host,
    hostname: host.split(':')[0],
    protocol: 'http',
  }) as unknown as FastifyRequest;

/** The site's manifest: the registry's ports, and one casino's game remote on a CDN. */
const options = {
  remotes: {
    remotePorts: { mf_lobby: 8081, mf_game: 8082 },
    remoteDirs: { mf_lobby: 'mf-lobby', mf_game: 'mf-game' },
    remotesPath: undefined,
    manifest: () => ({}),
    remotesEnv: JSON.stringify({
      classic: { mf_game: 'https://cdn.example/game/releases/r2/remoteEntry.js' },
    }),
  },
};

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

function reads(found: boolean): SiteReads {
  const fail = () =>
    Promise.reject(new ControllerReadError('boot: controller unreachable', 'unreachable'));
  return {
    boot: found
      ? async () => ({
          controller_path: '/api/controller',
          passphrase: 'p',
          casino_key: 'classic',
          // a controller's own idea of the remotes is not the site's
          remotes: { mf_lobby: 'https://elsewhere.example/remoteEntry.js' },
        })
      : fail,
    config: found ? async () => ({ assets_domain: 'http://localhost:8086' }) : fail,
  } as unknown as SiteReads;
}

it('lets the page load the site’s remotes of its casino, the assets and the games', async () => {
  const csp = await siteDocumentCsp(reads(true), request('classic.localhost:8080'), options);
  expect(directive(csp, 'script-src')).toEqual([
    "'self'",
    'http://classic.localhost:8081',
    'https://cdn.example',
  ]);
  expect(directive(csp, 'img-src')).toContain('http://localhost:8086');
  expect(directive(csp, 'connect-src')).toContain('http://localhost:8086');
  expect(directive(csp, 'frame-src')).toEqual([
    "'self'",
    'http://localhost:8086',
    'http://games.classic.localhost:8080',
  ]);
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
});

it('with nothing read of its casino, allows the site’s own origin only', async () => {
  const csp = await siteDocumentCsp(reads(false), request('localhost:8080'), options);
  expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
});

it('names no origin of a Host it does not know: the default casino’s instead', async () => {
  const csp = await siteDocumentCsp(reads(true), request('evil.example:8080'), options);
  expect(csp).not.toContain('evil.example');
  expect(directive(csp, 'script-src')).toContain('http://localhost:8081');
  expect(directive(csp, 'frame-src')).toContain('http://games.localhost');
});
