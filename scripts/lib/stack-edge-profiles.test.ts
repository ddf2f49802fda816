import fs from 'node:fs';
import path from 'node:path';
import { COMPOSE_CONF, composeEdgeConf, localEdgeConf } from './stack-edge-profiles.cjs';
import { stackLayout } from './stack-env.cjs';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTE_DIRS = (
  JSON.parse(
    fs.readFileSync(path.join(ROOT, 'shared', 'src', 'release', 'remotes.json'), 'utf8'),
  ) as { dir: string }[]
).map((remote) => remote.dir);

describe('the edge configurations', () => {
  it('is committed for docker-compose as the generator writes it (npm run stack -- edge-conf)', () => {
    const committed = fs.readFileSync(path.join(ROOT, COMPOSE_CONF), 'utf8');
    expect(committed).toBe(composeEdgeConf(REMOTE_DIRS));
  });

  it("docker-compose's: the two site services, every remote from the mounted volumes", () => {
    const conf = composeEdgeConf(REMOTE_DIRS);
    expect(conf).toContain('server site-a:8080 max_fails=0;');
    expect(conf).toContain('server site-b:8080 max_fails=0;');
    expect(conf).toContain('listen 8080 default_server;');
    for (const dir of REMOTE_DIRS) {
      expect(conf).toContain(`location ^~ /remotes/${dir}/releases/ {`);
      expect(conf).toContain(`alias /srv/parlor/releases/${dir}/;`);
      expect(conf).toContain(`alias /srv/parlor/dist/${dir}/;`);
    }
    // the official image has no brotli module
    expect(conf).not.toContain('brotli');
  });

  it("npm run stack's: 127.0.0.1 only, the repository's builds, state in the stack's folder", () => {
    const layout = stackLayout('/repo/.parlor-stack');
    const conf = localEdgeConf({
      ports: { edge: 8280, sites: [8281, 8282], controller: 8290, assets: 8286, postgres: 8287 },
      layout,
      root: '/repo',
      remoteDirs: ['mf-lobby'],
      brotliModule: '/modules/brotli.so',
      asRoot: false,
    });
    expect(conf).toContain('listen 127.0.0.1:8280 default_server;');
    expect(conf).toContain('server 127.0.0.1:8282 max_fails=0;');
    expect(conf).toContain('alias /repo/mf-lobby/releases/;');
    expect(conf).toContain('alias /repo/mf-lobby/dist/;');
    expect(conf).toContain('root /repo/shell/dist;');
    expect(conf).toContain('pid /repo/.parlor-stack/nginx/nginx.pid;');
    expect(conf).toContain('load_module /modules/brotli.so;');
    expect(conf).not.toMatch(/^user /m);
    expect(
      localEdgeConf({
        ports: { edge: 8280, sites: [8281], controller: 8290, assets: 8286, postgres: 8287 },
        layout,
        root: '/repo',
        remoteDirs: [],
        brotliModule: null,
        asRoot: true,
      }),
    ).toMatch(/^user root;$/m);
  });
});
