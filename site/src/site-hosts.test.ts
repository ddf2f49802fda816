import type { FastifyRequest } from 'fastify';
import { siteHosts } from './site-hosts';
import { casinoAddressOf } from './site-page-data';
import { casinoUrls } from './site-settings';

const request = (host: string) => ({ host, protocol: 'http' }) as unknown as FastifyRequest;

it('answers the reference casinos’ names when no casino addresses are given', () => {
  const hosts = siteHosts({ opsHost: 'ops.localhost' });
  expect(hosts.of(request('Classic.Localhost:8080'))).toEqual({
    hostname: 'classic.localhost',
    host: 'classic.localhost:8080',
  });
  expect(hosts.of(request('ops.localhost:8080')).hostname).toBe('ops.localhost');
  // anything else is the default casino's name, with no port the request chose
  for (const unknown of [
    'evil.example:8080',
    'games.evil.example',
    '[::1]:8080',
    'localhost:x',
    '',
  ])
    expect(hosts.of(request(unknown))).toEqual({ hostname: 'localhost', host: 'localhost' });
});

it('answers the casinos’ own addresses when given, the first one for any other name', () => {
  const hosts = siteHosts({
    casinoUrls: casinoUrls('fusion=https://casino.example,classic=http://classic.example:8443'),
  });
  expect(hosts.of(request('classic.example:8443')).host).toBe('classic.example:8443');
  expect(hosts.of(request('classic.localhost:8080'))).toEqual({
    hostname: 'casino.example',
    host: 'casino.example',
  });
});

it('keeps the reads per casino name, not per Host header', () => {
  const hosts = siteHosts({});
  const keys = ['evil.example', 'evil2.example:1', 'localhost:9999', 'LOCALHOST'].map(
    (host) => casinoAddressOf(request(host), hosts).host,
  );
  expect(new Set(keys)).toEqual(new Set(['localhost']));
});
