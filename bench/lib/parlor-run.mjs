// Starts Parlor for the bench with scripts/lib (fresh database, production builds) and stops
// exactly the processes this run started, never a server someone else is running.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ASSETS_PORT,
  CONTROLLER_PORT,
  REMOTES,
  SITE_PORT,
  startParlor,
  stopRecorded,
  waitForPort,
  waitForPortClosed,
} from '../../scripts/lib/parlor-processes.mjs';
import { ROOT } from './paths.mjs';

const PIDS = path.join(ROOT, '.parlor-run', 'pids.json');
export const PARLOR_PORTS = [
  SITE_PORT,
  CONTROLLER_PORT,
  ...REMOTES.map((r) => r.port),
  ASSETS_PORT,
];

function recordedPids() {
  try {
    return JSON.parse(readFileSync(PIDS, 'utf8'));
  } catch {
    return {};
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isOpen(port) {
  return waitForPort(port, 0).then(
    () => true,
    () => false,
  );
}

/** Waits (bounded) until no Parlor port is taken: a running `npm start` would be measured instead. */
export async function waitForFreePorts(timeoutMs, log) {
  const busy = [];
  for (const port of PARLOR_PORTS) if (await isOpen(port)) busy.push(port);
  if (busy.length === 0) return;
  log(
    `ports ${busy.join(', ')} are in use (another Parlor?): waiting up to ${timeoutMs / 1000} s …`,
  );
  const deadline = Date.now() + timeoutMs;
  for (const port of busy) {
    await waitForPortClosed(port, Math.max(0, deadline - Date.now())).catch(() => {
      throw new Error(
        `port ${port} is still in use: stop the Parlor that runs there (npm start, npm test) and run the bench again`,
      );
    });
  }
}

/**
 * @returns {Promise<{ remotes: { name: string, port: number }[], stop: () => Promise<void> }>}
 */
export async function startBenchParlor(log, { twoServices = true } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-db-'));
  const before = recordedPids();
  const owned = () =>
    Object.entries(recordedPids()).filter(([name, pid]) => pid && before[name] !== pid);
  const stop = async () => {
    const mine = owned();
    for (const [name] of mine) await stopRecorded(name);
    const ports = [SITE_PORT, CONTROLLER_PORT, ASSETS_PORT, ...REMOTES.map((r) => r.port)];
    for (const port of ports) {
      await waitForPortClosed(port, 10_000).catch(() => {
        // SIGTERM was not enough: end our own process groups for good
        for (const [, pid] of mine) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    log('starting Parlor on a fresh database …');
    const { remotes } = await startParlor(
      {
        PARLOR_DB: path.join(dataDir, 'bench.db'),
        // the player probes log in once per fresh visitor: more than the default 10 a minute
        PARLOR_LOGIN_RATE_MAX: '200',
      },
      { twoServices },
    );
    // A port taken meanwhile by someone else's server would pass the port check: ours must live.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [name, pid] of owned()) {
      if (!isAlive(pid)) throw new Error(`${name} exited at start (a port taken meanwhile?)`);
    }
    return { remotes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
