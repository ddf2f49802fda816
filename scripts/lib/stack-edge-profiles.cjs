// The edge's configuration in its two places: `npm run stack` on this machine (the repository's
// own builds and release folders, files inside the stack's folder) and docker-compose's edge
// container (deploy/edge/nginx.conf: the volumes it mounts, the official nginx image).
'use strict';

const path = require('node:path');
const { nginxConf } = require('./stack-nginx-conf.cjs');
const { CASINO_HOSTS, OPS_HOST, REMOTES_PATH } = require('./stack-env.cjs');

/** Where Debian's package puts the module that serves .br twins. */
const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The compose file's edge configuration, beside docker-compose.yml. */
const COMPOSE_CONF = path.join('deploy', 'edge', 'nginx.conf');

/** Where the compose edge mounts the builds (a volume the `publish` service fills) and releases. */
const COMPOSE_DIST = '/srv/parlor/dist';
const COMPOSE_RELEASES = '/srv/parlor/releases';

/**
 * `npm run stack`'s edge.
 * @param {{ ports: import('./stack-args.cjs').StackPorts; layout: ReturnType<typeof import('./stack-env.cjs').stackLayout>; root: string; remoteDirs: readonly string[]; brotliModule: string | null; asRoot: boolean }} o
 */
function localEdgeConf({ ports, layout, root, remoteDirs, brotliModule, asRoot }) {
  return nginxConf({
    listen: `127.0.0.1:${ports.edge}`,
    sites: ports.sites.map((port) => `127.0.0.1:${port}`),
    casinoHosts: CASINO_HOSTS,
    opsHost: OPS_HOST,
    remotesPath: REMOTES_PATH,
    remotes: remoteDirs.map((dir) => ({
      dir,
      dist: path.join(root, dir, 'dist'),
      releases: path.join(root, dir, 'releases'),
    })),
    shellDist: path.join(root, 'shell', 'dist'),
    brotli: brotliModule !== null,
    brotliModule,
    pidFile: layout.nginx.pid,
    errorLog: layout.nginx.errorLog,
    accessLog: layout.nginx.accessLog,
    tempDir: layout.nginx.temp,
    // workers read the repository's files: as root, nginx would otherwise run them as nobody
    user: asRoot ? 'root' : undefined,
    workerProcesses: '2',
  });
}

/**
 * docker-compose's edge: the official nginx image (no brotli module: gzip twins only), the two
 * site services, the builds and releases from volumes.
 * @param {readonly string[]} remoteDirs
 */
function composeEdgeConf(remoteDirs) {
  return nginxConf({
    listen: '8080',
    sites: ['site-a:8080', 'site-b:8080'],
    casinoHosts: CASINO_HOSTS,
    opsHost: OPS_HOST,
    remotesPath: REMOTES_PATH,
    remotes: remoteDirs.map((dir) => ({
      dir,
      dist: `${COMPOSE_DIST}/${dir}`,
      releases: `${COMPOSE_RELEASES}/${dir}`,
    })),
    shellDist: `${COMPOSE_DIST}/shell`,
    pidFile: '/tmp/nginx.pid',
    user: 'nginx',
  });
}

module.exports = {
  DEBIAN_BROTLI_MODULE,
  COMPOSE_CONF,
  COMPOSE_DIST,
  COMPOSE_RELEASES,
  localEdgeConf,
  composeEdgeConf,
};
