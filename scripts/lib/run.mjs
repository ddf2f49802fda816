// Small process helpers for the root commands (start, test, bench, dev): no dependencies, so they
// run on a fresh clone before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The registry of remotes, read as a file: these helpers run before anything is installed. */
export const REGISTERED_REMOTES = JSON.parse(
  readFileSync(path.join(ROOT, 'shared', 'src', 'release', 'remotes.json'), 'utf8'),
);

/** pnpm's `--filter` arguments for the shell and every remote of the registry. */
export function appFilters() {
  return ['./shell', ...REGISTERED_REMOTES.map((remote) => `./${remote.dir}`)].flatMap((dir) => [
    '--filter',
    dir,
  ]);
}

/** Runs a command in the foreground; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
  });
}

export async function mustRun(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

function works(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const PNPM_VERSION = '12.21.0';

/** pnpm from PATH when it is version 12, else a project-local copy installed with npm. */
export async function ensurePnpm() {
  const version = works('pnpm', ['--version']);
  if (version && version.startsWith('12.')) return 'pnpm';
  const local = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
    await mustRun('npm', [
      'install',
      '--prefix',
      '.tools',
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  return local;
}

/** Native addons (better-sqlite3) compile against the machine's Node headers when present. */
export function installEnv() {
  const env = { ...process.env };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  return env;
}

export async function installDependencies(pnpm) {
  await mustRun(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: installEnv(),
  });
}

/** Debian's Chromium for the browser tests and benchmarks (never a downloaded browser). */
export async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is missing: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium …");
  await mustRun('apt-get', ['update', '-qq']);
  await mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/chromium';
}

/** pnpm's `--filter` arguments of everything `npm start` runs built: every app, the site and the server. */
export function buildFilters() {
  return [...appFilters(), '--filter', './site', '--filter', './server'];
}

export async function buildApps(pnpm) {
  await mustRun(pnpm, ['-r', '--workspace-concurrency=1', ...buildFilters(), 'run', 'build']);
}
