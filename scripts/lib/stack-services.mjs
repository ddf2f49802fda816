// The stack's Node processes from their builds: the reference controller and the site nodes, each
// with the environment stack-env.cjs gives it, waited for until it listens.
import { createRequire } from 'node:module';
import path from 'node:path';
import { logFile, spawnLogged, waitUntilListening } from './stack-processes.mjs';

const require = createRequire(import.meta.url);
const { cleanEnv, controllerEnv, siteEnv } = require('./stack-env.cjs');

function startNode({ layout, root, name, entry, env, port, what, timeoutMs }) {
  const child = spawnLogged(
    layout,
    name,
    process.execPath,
    ['--enable-source-maps', path.join(root, entry)],
    { cwd: root, env: { ...cleanEnv(process.env), ...env } },
  );
  const ready = waitUntilListening(port, { what, timeoutMs, child, log: logFile(layout, name) });
  return { child, ready };
}

/** The reference controller; its first start seeds the casinos (and, with `demo`, the demo players). */
export function startController({ layout, root, ports, demo = false }) {
  return startNode({
    layout,
    root,
    name: 'controller',
    entry: 'server/dist/main.js',
    env: controllerEnv({ ports, layout, demo }),
    port: ports.controller,
    what: 'the controller',
    timeoutMs: 90_000,
  });
}

export function siteName(node) {
  return `site-${node}`;
}

/** Site node `node` (1, 2, ...); its start runs the database's migrations. */
export function startSite({ layout, root, ports, databaseUrl, previewSecret, node }) {
  return startNode({
    layout,
    root,
    name: siteName(node),
    entry: 'site/dist/site.js',
    env: siteEnv({ ports, layout, databaseUrl, previewSecret, node }),
    port: ports.sites[node - 1],
    what: `site node ${node}`,
    timeoutMs: 60_000,
  });
}
