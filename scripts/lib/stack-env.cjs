// Where the stack keeps its state, and the environment of each of its processes: the reference
// controller, the site nodes (all alike but their port) and an operator's `npm run remotes`.
'use strict';

const path = require('node:path');
const { referenceCasinoUrls } = require('./reference-casinos.cjs');

/** The site's state in PostgreSQL: this database of the stack's cluster. */
const DATABASE_NAME = 'parlor_site';
/** The remotes' files are on the page's own origin under this path, served by the edge. */
const REMOTES_PATH = '/remotes';
const OPS_HOST = 'ops.localhost';
/** The casinos' host names the edge answers for (the site picks the casino from the name). */
const CASINO_HOSTS = ['localhost', 'fusion.localhost', 'classic.localhost', 'fun.localhost'];

/**
 * The files and folders of a stack kept in `dir`.
 * @param {string} dir
 */
function stackLayout(dir) {
  const nginx = path.join(dir, 'nginx');
  return {
    dir,
    pids: path.join(dir, 'pids.json'),
    logs: path.join(dir, 'logs'),
    postgres: path.join(dir, 'postgres'),
    previewSecret: path.join(dir, 'preview.secret'),
    controllerDb: path.join(dir, 'controller.db'),
    // a site's files from before its database: none here, so nothing is imported
    remotesFile: path.join(dir, 'remotes.override.json'),
    siteDb: (node) => path.join(dir, `site-${node}.db`),
    nginx: {
      prefix: nginx,
      conf: path.join(nginx, 'nginx.conf'),
      pid: path.join(nginx, 'nginx.pid'),
      errorLog: path.join(nginx, 'error.log'),
      accessLog: path.join(nginx, 'access.log'),
      temp: path.join(nginx, 'temp'),
    },
  };
}

/** The edge's addresses: the casino pages and the one the release checks fetch through. */
function edgeUrls(ports) {
  return {
    site: `http://localhost:${ports.edge}`,
    check: `http://127.0.0.1:${ports.edge}`,
    ops: `http://${OPS_HOST}:${ports.edge}/ops`,
  };
}

/** The environment without the caller's own PARLOR_ settings, which would leak into the stack. */
function cleanEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('PARLOR_')));
}

/**
 * The reference controller: on 127.0.0.1, behind the sites (the one hop it trusts, on this
 * machine); its demo players and mailbox only when asked (`demo`, npm run stack -- --demo).
 */
function controllerEnv({ ports, layout, demo = false }) {
  return {
    NODE_ENV: 'production',
    PARLOR_HOST: '127.0.0.1',
    PARLOR_PORT: String(ports.controller),
    PARLOR_ASSETS_PORT: String(ports.assets),
    PARLOR_TRUSTED_PROXIES: '127.0.0.1',
    PARLOR_DB: layout.controllerDb,
    ...(demo ? { PARLOR_SEED_DEMO: '1' } : {}),
  };
}

/**
 * What the release commands and the site share: the database, where the remotes' files are, and
 * the address the checks fetch them through.
 */
function sharedSiteEnv({ ports, layout, databaseUrl, previewSecret }) {
  const urls = edgeUrls(ports);
  return {
    PARLOR_SITE_DATABASE_URL: databaseUrl,
    PARLOR_PREVIEW_SECRET: previewSecret,
    PARLOR_REMOTES_PATH: REMOTES_PATH,
    PARLOR_SITE_URL: urls.site,
    // where each reference casino's preview links open: its host name at the edge
    PARLOR_CASINO_URLS: referenceCasinoUrls(ports.edge),
    PARLOR_CHECK_BASE: urls.check,
    PARLOR_REMOTES_FILE: layout.remotesFile,
  };
}

/**
 * Site node `node` (1, 2, ...). Not NODE_ENV=production: the demo operators of the ops console
 * exist only outside production.
 */
function siteEnv({ ports, layout, databaseUrl, previewSecret, node }) {
  return {
    ...sharedSiteEnv({ ports, layout, databaseUrl, previewSecret }),
    PARLOR_HOST: '127.0.0.1',
    PARLOR_PORT: String(ports.sites[node - 1]),
    PARLOR_CONTROLLER_URL: `http://127.0.0.1:${ports.controller}`,
    // the edge (nginx, on this machine) says who the visitor is; nobody else does
    PARLOR_TRUSTED_PROXIES: '127.0.0.1',
    PARLOR_OPS_HOST: OPS_HOST,
    PARLOR_SEED_OPS_DEMO: '1',
    PARLOR_SITE_DB: layout.siteDb(node),
  };
}

/** `npm run remotes` / `npm run release` against the stack, as an operator runs them. */
function operatorEnv({ ports, layout, databaseUrl, previewSecret }) {
  return sharedSiteEnv({ ports, layout, databaseUrl, previewSecret });
}

/**
 * The same, as a line to put before a command in a shell, the preview secret read from its file
 * (`secretFile`, as the shell will find it) rather than printed.
 */
function operatorEnvLine(env, secretFile) {
  const quoted = (value) =>
    /^[\w:/.@-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
  return Object.entries(env)
    .map(([key, value]) =>
      key === 'PARLOR_PREVIEW_SECRET'
        ? `${key}="$(cat ${quoted(secretFile)})"`
        : `${key}=${quoted(value)}`,
    )
    .join(' ');
}

module.exports = {
  DATABASE_NAME,
  REMOTES_PATH,
  OPS_HOST,
  CASINO_HOSTS,
  stackLayout,
  edgeUrls,
  cleanEnv,
  controllerEnv,
  siteEnv,
  operatorEnv,
  operatorEnvLine,
};
