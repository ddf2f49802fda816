// The programs the stack runs that are not Node packages: nginx (with Debian's module serving .br
// twins) and PostgreSQL's server. Installed from Debian's packages when missing and we are root;
// otherwise a clear message says what to install.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { run } from './run.mjs';

const require = createRequire(import.meta.url);
const { findServerBinDir } = require('./postgres-cluster.cjs');
const { DEBIAN_BROTLI_MODULE } = require('./stack-edge-profiles.cjs');

function onPath(name) {
  const dirs = ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return (
    dirs
      .filter(Boolean)
      .map((dir) => path.join(dir, name))
      .find((file) => existsSync(file)) ?? null
  );
}

function postgresInstalled() {
  try {
    findServerBinDir();
    return true;
  } catch {
    return false;
  }
}

/** Debian's package of each missing program. */
function missing() {
  const packages = [];
  if (!onPath('nginx')) packages.push('nginx');
  if (!existsSync(DEBIAN_BROTLI_MODULE)) packages.push('libnginx-mod-http-brotli-static');
  if (!postgresInstalled()) packages.push('postgresql');
  return packages;
}

async function aptGet(args) {
  const code = await run('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0) throw new Error(`apt-get ${args.join(' ')} exited with ${code}`);
}

/**
 * nginx's program and the brotli module's file (null without it: .gz twins only).
 * @returns {Promise<{ nginx: string; brotliModule: string | null }>}
 */
export async function ensureStackPackages({ log = console.log } = {}) {
  const wanted = missing();
  if (wanted.length > 0) {
    if (process.getuid?.() === 0) {
      log(`Installing Debian's ${wanted.join(', ')} …`);
      await aptGet(['update', '-qq']);
      await aptGet(['install', '-y', '-qq', ...wanted]);
    } else if (wanted.some((name) => name !== 'libnginx-mod-http-brotli-static')) {
      throw new Error(
        `the stack needs ${wanted.join(', ')}: sudo apt-get install -y ${wanted.join(' ')}`,
      );
    } else {
      log(
        'nginx has no brotli module (sudo apt-get install -y libnginx-mod-http-brotli-static): the edge serves .gz twins only',
      );
    }
  }
  const nginx = onPath('nginx');
  if (!nginx) throw new Error('nginx is still missing after its installation');
  if (!postgresInstalled()) throw new Error("PostgreSQL's server is still missing");
  return { nginx, brotliModule: existsSync(DEBIAN_BROTLI_MODULE) ? DEBIAN_BROTLI_MODULE : null };
}
