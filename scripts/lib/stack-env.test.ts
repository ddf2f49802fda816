import {
  cleanEnv,
  controllerEnv,
  operatorEnv,
  operatorEnvLine,
  siteEnv,
  stackLayout,
} from './stack-env.cjs';

const ports = { edge: 8280, sites: [8281, 8282], controller: 8290, assets: 8286, postgres: 8287 };
const layout = stackLayout('/state');
const shared = {
  ports,
  layout,
  databaseUrl: 'postgres://postgres@127.0.0.1:8287/parlor_site',
  previewSecret: 'a-secret-of-at-least-thirty-two-characters',
};

describe('the stack environment', () => {
  it('gives every site node the same database, secret, remotes path and addresses, its own port', () => {
    const [one, two] = [siteEnv({ ...shared, node: 1 }), siteEnv({ ...shared, node: 2 })];
    expect(one).toMatchObject({
      PARLOR_HOST: '127.0.0.1',
      PARLOR_PORT: '8281',
      PARLOR_CONTROLLER_URL: 'http://127.0.0.1:8290',
      PARLOR_SITE_DATABASE_URL: shared.databaseUrl,
      PARLOR_PREVIEW_SECRET: shared.previewSecret,
      // the edge on this machine: never anyone else's forwarding headers
      PARLOR_TRUSTED_PROXIES: '127.0.0.1',
      PARLOR_REMOTES_PATH: '/remotes',
      PARLOR_OPS_HOST: 'ops.localhost',
      PARLOR_SEED_OPS_DEMO: '1',
      PARLOR_SITE_URL: 'http://localhost:8280',
      PARLOR_CHECK_BASE: 'http://127.0.0.1:8280',
      // nothing of the repository's own site (npm start) is read or written
      PARLOR_REMOTES_FILE: '/state/remotes.override.json',
      PARLOR_SITE_DB: '/state/site-1.db',
    });
    // the demo operators exist only outside production
    expect(one.NODE_ENV).toBeUndefined();
    const differing = Object.keys(one).filter((key) => one[key] !== two[key]);
    expect(differing.sort()).toEqual(['PARLOR_PORT', 'PARLOR_SITE_DB']);
    expect(two.PARLOR_PORT).toBe('8282');
  });

  it('runs the controller on 127.0.0.1 behind the sites, with its own database, demo players only when asked', () => {
    expect(controllerEnv({ ports, layout })).toEqual({
      NODE_ENV: 'production',
      PARLOR_HOST: '127.0.0.1',
      PARLOR_PORT: '8290',
      PARLOR_ASSETS_PORT: '8286',
      PARLOR_TRUSTED_PROXIES: '127.0.0.1',
      PARLOR_DB: '/state/controller.db',
    });
    expect(controllerEnv({ ports, layout, demo: true }).PARLOR_SEED_DEMO).toBe('1');
  });

  it("gives an operator's commands what the sites share, and a line that does not print the secret", () => {
    const env = operatorEnv(shared);
    const site = siteEnv({ ...shared, node: 1 });
    for (const [key, value] of Object.entries(env)) expect([key, site[key]]).toEqual([key, value]);
    const line = operatorEnvLine(env, '.parlor-stack/preview.secret');
    expect(line).toContain(`PARLOR_SITE_DATABASE_URL=${shared.databaseUrl}`);
    expect(line).toContain('PARLOR_PREVIEW_SECRET="$(cat .parlor-stack/preview.secret)"');
    expect(line).not.toContain(shared.previewSecret);
    expect(operatorEnvLine({ A: "it's here" }, 'f')).toBe(`A='it'\\''s here'`);
  });

  it("drops the caller's own PARLOR_ settings", () => {
    expect(cleanEnv({ PATH: '/bin', PARLOR_DB: '/suite.db', PARLOR_REMOTES: '{}' })).toEqual({
      PATH: '/bin',
    });
  });

  it("keeps the preview secret where a site's legacy file would be", () => {
    expect(layout.previewSecret).toBe('/state/preview.secret');
    expect(layout.remotesFile).toBe('/state/remotes.override.json');
  });
});
