// The production-like stack on one machine (docs/deploying.md, "The reference production setup"):
// PostgreSQL for the site's state, the reference controller, two site nodes sharing that database,
// and nginx as the edge in front of them, serving the remotes' files itself. `npm run stack` and
// the browser test start and stop it through this module.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REGISTERED_REMOTES, ROOT } from './run.mjs';
import { requireBuilds } from './stack-builds.mjs';
import { startDatabase, stopDatabase } from './stack-database.mjs';
import { startEdge, stopEdge } from './stack-edge.mjs';
import { ensureStackPackages } from './stack-packages.mjs';
import {
  forgetProcess,
  isAlive,
  listening,
  readRecord,
  stopProcess,
  waitUntilClosed,
} from './stack-processes.mjs';
import { siteName, startController, startSite } from './stack-services.mjs';

const require = createRequire(import.meta.url);
const { DEFAULT_PORTS } = require('./stack-args.cjs');
const { edgeUrls, operatorEnv, stackLayout } = require('./stack-env.cjs');

export const DEFAULT_STATE_DIR = path.join(ROOT, '.parlor-stack');
const REMOTE_DIRS = REGISTERED_REMOTES.map((remote) => remote.dir);
const SECRET_MIN_LENGTH = 32;

/** What each recorded process runs: a pid reused by something else since is never signalled. */
const COMMAND_MARKS = {
  edge: 'nginx',
  controller: 'server/dist/main.js',
  site: 'site/dist/site.js',
};

function runsWhatWeStarted(name, pid) {
  const mark = COMMAND_MARKS[name.startsWith('site-') ? 'site' : name];
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(mark);
  } catch {
    // no /proc here: the record is all we know
    return isAlive(pid);
  }
}

/** The preview links' secret of the stack, made once: every site node is given the same. */
function previewSecretOf(layout) {
  if (existsSync(layout.previewSecret)) {
    const kept = readFileSync(layout.previewSecret, 'utf8').trim();
    if (kept.length >= SECRET_MIN_LENGTH) return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(layout.previewSecret, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function portList(ports) {
  return [
    ['the edge', ports.edge, '--edge-port'],
    ...ports.sites.map((port, i) => [`site node ${i + 1}`, port, '--site-ports']),
    ['the controller', ports.controller, '--controller-port'],
    ['the assets host', ports.assets, '--assets-port'],
    ['PostgreSQL', ports.postgres, '--postgres-port'],
  ];
}

async function requireFreePorts(ports) {
  for (const [what, port, option] of portList(ports)) {
    if (await listening(port)) {
      throw new Error(
        `port ${port} (${what}) is in use by another program: stop it, or give the stack another port (npm run stack -- ${option} <port>)`,
      );
    }
  }
}

/**
 * Stops a stack of `stateDir` (the default: the repository's .parlor-stack) if one runs: the edge
 * first, then the site nodes, the controller and PostgreSQL. Resolves with whether anything ran.
 */
export async function stopStack({ stateDir = DEFAULT_STATE_DIR } = {}) {
  const layout = stackLayout(stateDir);
  const { processes } = readRecord(layout);
  let ran = false;
  if (await stopEdge(layout, (pid) => runsWhatWeStarted('edge', pid))) ran = true;
  const order = [
    ...Object.keys(processes).filter((name) => name.startsWith('site-')),
    'controller',
  ];
  await Promise.all(
    order.map(async (name) => {
      const pid = processes[name];
      if (!pid || !runsWhatWeStarted(name, pid)) return;
      ran = true;
      await stopProcess(pid);
    }),
  );
  if (await stopDatabase(layout).catch(() => false)) ran = true;
  rmSync(layout.pids, { force: true });
  return ran;
}

/**
 * Starts the whole stack; resolves once every part listens. A stack left running in the same
 * folder is stopped first; a port in use by anything else is an error that names it.
 *
 * @param {import('./stack-lifecycle.mjs').StackOptions} [options]
 * @returns {Promise<import('./stack-lifecycle.mjs').RunningStack>}
 */
export async function startStack(options = {}) {
  const {
    stateDir = DEFAULT_STATE_DIR,
    log = () => {},
    onExit = () => {},
    detach = false,
    demo = false,
  } = options;
  const ports = { ...DEFAULT_PORTS, sites: [...DEFAULT_PORTS.sites], ...options.ports };
  const layout = stackLayout(stateDir);
  requireBuilds(ROOT, REMOTE_DIRS);
  const programs = await ensureStackPackages({ log });
  await stopStack({ stateDir });
  await requireFreePorts(ports);
  // as root, PostgreSQL's server runs as the postgres user, which must reach its folder
  mkdirSync(layout.dir, { recursive: true });
  chmodSync(layout.dir, 0o755);
  // this run's logs only
  rmSync(layout.logs, { recursive: true, force: true });
  const previewSecret = previewSecretOf(layout);
  const children = new Map();
  const stopping = new Set();
  const watch = (name, child) => {
    children.set(name, child);
    if (detach) child.unref();
    child.once('exit', (code, signal) => {
      if (children.get(name) === child) children.delete(name);
      if (!stopping.has(name)) onExit(name, code ?? signal);
    });
  };

  let databaseUrl = '';
  try {
    log(`PostgreSQL on 127.0.0.1:${ports.postgres} …`);
    databaseUrl = await startDatabase(layout, ports.postgres);
    log(`the controller on 127.0.0.1:${ports.controller} …`);
    const controller = startController({ layout, root: ROOT, ports, demo });
    watch('controller', controller.child);
    await controller.ready;
    // one after the other: the first node's start runs the database's migrations
    for (let node = 1; node <= ports.sites.length; node += 1) {
      log(`site node ${node} on 127.0.0.1:${ports.sites[node - 1]} …`);
      const site = startSite({ layout, root: ROOT, ports, databaseUrl, previewSecret, node });
      watch(siteName(node), site.child);
      await site.ready;
    }
    log(`the edge on 127.0.0.1:${ports.edge} …`);
    await startEdge({ ...programs, ports, layout, root: ROOT, remoteDirs: REMOTE_DIRS });
  } catch (error) {
    for (const name of children.keys()) stopping.add(name);
    await stopStack({ stateDir });
    throw error;
  }

  const pidOf = (name) => readRecord(layout).processes[name];
  return {
    ports,
    layout,
    urls: edgeUrls(ports),
    databaseUrl,
    operatorEnv: operatorEnv({ ports, layout, databaseUrl, previewSecret }),
    async stopSite(node) {
      const name = siteName(node);
      stopping.add(name);
      await stopProcess(pidOf(name));
      forgetProcess(layout, name);
      await waitUntilClosed(ports.sites[node - 1]);
    },
    async startSite(node) {
      const name = siteName(node);
      stopping.delete(name);
      const site = startSite({ layout, root: ROOT, ports, databaseUrl, previewSecret, node });
      watch(name, site.child);
      await site.ready;
    },
    async stopDatabase() {
      await stopDatabase(layout, 'fast');
    },
    async startDatabase() {
      await startDatabase(layout, ports.postgres);
    },
    async stop() {
      for (const name of children.keys()) stopping.add(name);
      await stopStack({ stateDir });
    },
  };
}
