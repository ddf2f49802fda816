import { listenHost, startEnvs } from './listen-host.cjs';

it('listens on this machine only unless told otherwise', () => {
  expect(listenHost([], {})).toBe('127.0.0.1');
  expect(listenHost(['--no-build'], { PARLOR_HOST: ' ' })).toBe('127.0.0.1');
  expect(listenHost([], { PARLOR_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  // the command line wins
  expect(listenHost(['--host', '192.0.2.5'], { PARLOR_HOST: '0.0.0.0' })).toBe('192.0.2.5');
  expect(listenHost(['--host=::'], {})).toBe('::');
});

it('keeps the controller on loopback, trusting only the site’s hop, wherever the site listens', () => {
  const envs = startEnvs('0.0.0.0', 8090);
  expect(envs.controller).toEqual({
    PARLOR_HOST: '127.0.0.1',
    PARLOR_PORT: '8090',
    PARLOR_TRUSTED_PROXIES: '127.0.0.1',
  });
  expect(envs.site.PARLOR_HOST).toBe('0.0.0.0');
  expect(envs.remote.PARLOR_HOST).toBe('0.0.0.0');
  expect(startEnvs('127.0.0.1', 8090).site.PARLOR_HOST).toBe('127.0.0.1');
});
