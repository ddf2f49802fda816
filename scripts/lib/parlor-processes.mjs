// Starts the site (8080) in front of the reference controller (8090, assets on 8086) and one
// static server per built remote, each its own process, as `npm start` and the browser tests run
// them: each package's build on Node (the development servers run the sources).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REGISTERED_REMOTES, ROOT } from './run.mjs';
import referenceCasinos from './reference-casinos.cjs';
import listenHosts from './listen-host.cjs';

const { referenceCasinoUrls } = referenceCasinos;
const { startEnvs } = listenHosts;

export const SITE_PORT = 8080;
export const ASSETS_PORT = 8086;
/** The registry of remotes (shared/src/release/remotes.json): name, folder and port of each. */
export const REMOTES = REGISTERED_REMOTES.map(({ name, dir, port }) => ({ name, dir, port }));

const RUN_DIR = path.join(ROOT, '.parlor-run');
const PIDS = path.join(RUN_DIR, 'pids.json');
const TSX = path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx');

/**
 * The entries the processes run, each in its package (the site's: the site and a remote's static
 * server; the reference server's: `main`): its build (build.mjs of the package) on plain Node, or
 * with `fromSources` its TypeScript through tsx (development).
 */
const ENTRIES = {
  main: { dir: 'server', source: 'src/main.ts' },
  'serve-static': { dir: 'site', source: 'src/serve-static.ts' },
  site: { dir: 'site', source: 'src/site-main.ts' },
};

function serverCommand(entry, fromSources) {
  const { dir, source } = ENTRIES[entry];
  if (fromSources) return [TSX, [path.join(dir, source)]];
  const file = path.join(ROOT, dir, 'dist', `${entry}.js`);
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(ROOT, file)} is missing: build first (node scripts/build.mjs)`,
    );
  }
  return [process.execPath, ['--enable-source-maps', file]];
}

function spawnServer(entry, args, env, label, fromSources = false) {
  const [command, first] = serverCommand(entry, fromSources);
  const child = spawn(command, [...first, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${label} exited with ${code ?? signal}`);
  });
  return child;
}

export function startRemote(remote, env = {}, { fromSources = false } = {}) {
  const dist = path.join(ROOT, remote.dir, 'dist');
  // Its releases (npm run release) too, so a casino can be switched to one at run time.
  const releases = path.join(ROOT, remote.dir, 'releases');
  return spawnServer(
    'serve-static',
    ['--dir', dist, '--releases', releases, '--port', String(remote.port)],
    env,
    remote.dir,
    fromSources,
  );
}

/** Waits until something accepts connections on the port (bounded). */
export function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port}`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

export function waitForPortClosed(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        if (Date.now() > deadline) reject(new Error(`port ${port} is still open`));
        else setTimeout(attempt, 100);
      });
      socket.once('error', () => {
        socket.destroy();
        resolve();
      });
    };
    attempt();
  });
}

function readPids() {
  return existsSync(PIDS) ? JSON.parse(readFileSync(PIDS, 'utf8')) : {};
}

export function recordPid(name, pid) {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(PIDS, JSON.stringify({ ...readPids(), [name]: pid }, null, 2));
}

/** Stops one recorded process (its whole process group) and forgets it. */
export async function stopRecorded(name) {
  const pids = readPids();
  const pid = pids[name];
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  delete pids[name];
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(PIDS, JSON.stringify(pids, null, 2));
}

export async function stopAll() {
  for (const name of Object.keys(readPids())) await stopRecorded(name);
}

/** Where the reference controller listens when the site runs in front of it. */
export const CONTROLLER_PORT = 8090;

/**
 * The site and the controller as two processes (`twoServices`, the default): the reference
 * controller on CONTROLLER_PORT, reachable from this machine only and trusting the forwarding
 * headers of the site's one hop (listen-host.cjs), and the site on PARLOR_PORT in front of it (or in front of `controllerUrl`,
 * with no reference controller started). Otherwise one process serves both.
 */
function startServers(env, { fromSources, twoServices, controllerUrl, host }) {
  const port = Number(env.PARLOR_CONTROLLER_PORT ?? CONTROLLER_PORT);
  const envs = startEnvs(host, port);
  if (!twoServices) {
    recordPid(
      'server',
      spawnServer('main', [], { ...env, ...envs.site }, 'server', fromSources).pid,
    );
    return [];
  }
  const waits = [];
  if (!controllerUrl) {
    const controllerEnv = { ...env, ...envs.controller };
    recordPid('controller', spawnServer('main', [], controllerEnv, 'controller', fromSources).pid);
    waits.push(waitForPort(port));
  }
  const siteEnv = {
    // the ops console on its own host name, with the demo operators (never in production)
    PARLOR_OPS_HOST: process.env.PARLOR_OPS_HOST ?? 'ops.localhost',
    PARLOR_SEED_OPS_DEMO: process.env.PARLOR_SEED_OPS_DEMO ?? '1',
    // where each reference casino's preview links open
    PARLOR_CASINO_URLS:
      process.env.PARLOR_CASINO_URLS ?? referenceCasinoUrls(env.PARLOR_PORT ?? SITE_PORT),
    ...env,
    ...envs.site,
    PARLOR_CONTROLLER_URL: controllerUrl ?? `http://127.0.0.1:${port}`,
  };
  recordPid('server', spawnServer('site', [], siteEnv, 'site', fromSources).pid);
  return waits;
}

/**
 * Starts everything, the server from its build (or its sources with `fromSources`); resolves once
 * every listener is up. The site and the remotes listen on `host` (PARLOR_HOST, else 127.0.0.1).
 */
export async function startParlor(
  env = {},
  {
    serveRemotes = true,
    skip = [],
    fromSources = false,
    twoServices = true,
    controllerUrl,
    host = env.PARLOR_HOST || '127.0.0.1',
  } = {},
) {
  const waits = startServers(env, { fromSources, twoServices, controllerUrl, host });
  const remotes = serveRemotes
    ? REMOTES.filter(
        (r) =>
          !skip.includes(r.dir) && existsSync(path.join(ROOT, r.dir, 'dist', 'remoteEntry.js')),
      )
    : [];
  for (const remote of remotes)
    recordPid(
      remote.name,
      startRemote(remote, { ...env, ...startEnvs(host, 0).remote }, { fromSources }).pid,
    );
  await Promise.all([
    ...waits,
    waitForPort(Number(env.PARLOR_PORT ?? SITE_PORT)),
    ...(controllerUrl ? [] : [waitForPort(ASSETS_PORT)]),
    ...remotes.map((r) => waitForPort(r.port)),
  ]);
  return { remotes };
}
