// A PostgreSQL server of one's own, for the tests and the production-like local stack: finds the
// server's programs, makes a cluster in a folder, starts and stops it, adds a database, or does
// all of it in a temporary folder (startThrowaway). The server only listens on 127.0.0.1 and
// trusts whoever connects there. As root (CI), the folder belongs to the `postgres` system user
// and the server's programs run as it: PostgreSQL refuses to run as root.
// CommonJS without dependencies, so that jest and a Node script both load it as is.
'use strict';

const { execFile, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const NOT_INSTALLED = "PostgreSQL's server is not installed: apt-get install postgresql";
const SERVER_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
const DEBIAN_ROOT = '/usr/lib/postgresql';
const OWNER = 'postgres';
/** Settings of a throwaway cluster: its data does not need to survive a crash of the machine. */
const THROWAWAY_SETTINGS = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];
/** A Unix socket's path is limited (about 107 bytes): a longer folder gets TCP only. */
const MAX_SOCKET_DIR = 90;

/**
 * Version folders (`15`, `9.6`), newest first.
 * @param {readonly string[]} names
 * @returns {string[]}
 */
function newestVersionsFirst(names) {
  const version = (name) => name.split('.').map(Number);
  return names
    .filter((name) => /^\d+(\.\d+)*$/.test(name))
    .sort((a, b) => {
      const [x, y] = [version(a), version(b)];
      for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
        if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
      }
      return 0;
    });
}

/**
 * The first folder that holds the server's programs, or null.
 * @param {readonly string[]} candidates
 * @param {(file: string) => boolean} exists
 * @returns {string | null}
 */
function pickServerBinDir(candidates, exists) {
  return (
    candidates.find((dir) => SERVER_PROGRAMS.every((name) => exists(path.join(dir, name)))) ?? null
  );
}

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

let binDir = null;

/**
 * The folder of the server's programs: pg_config's, else Debian's newest, else one on the PATH.
 * @returns {string}
 */
function findServerBinDir() {
  if (binDir) return binDir;
  const candidates = [];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  let versions = [];
  try {
    versions = fs.readdirSync(DEBIAN_ROOT);
  } catch {
    // not Debian's layout
  }
  candidates.push(...newestVersionsFirst(versions).map((v) => path.join(DEBIAN_ROOT, v, 'bin')));
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  binDir = pickServerBinDir(candidates, isExecutable);
  if (!binDir) throw new Error(NOT_INSTALLED);
  return binDir;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a program, rejecting with its output when it fails.
 * @returns {Promise<{ stdout: string; stderr: string }>}
 */
function run(file, args, { cwd, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        cwd,
        timeout: timeoutMs,
        encoding: 'utf8',
        env: { ...process.env, PGCONNECT_TIMEOUT: '5' },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        const output = `${stderr}${stdout}`.trim();
        reject(
          new Error(`${path.basename(file)} ${args.join(' ')} failed: ${output || error.message}`),
        );
      },
    );
  });
}

/** A server program, as the `postgres` user when we are root. */
function runServerProgram(name, args, dir) {
  const program = path.join(findServerBinDir(), name);
  return isRoot()
    ? run('runuser', ['-u', OWNER, '--', program, ...args], { cwd: dir })
    : run(program, args, { cwd: dir });
}

/** A client program (psql, createdb): beside the server's, else on the PATH. */
function clientProgram(name) {
  const beside = path.join(findServerBinDir(), name);
  return isExecutable(beside) ? beside : name;
}

/** Gives the folder to the `postgres` user when we are root. */
async function ownFolder(dir) {
  if (!isRoot()) return;
  if (spawnSync('id', ['-u', OWNER]).status !== 0)
    throw new Error(`running as root needs the ${OWNER} system user: ${NOT_INSTALLED}`);
  await run('chown', ['-R', `${OWNER}:${OWNER}`, dir]);
  if (spawnSync('runuser', ['-u', OWNER, '--', 'test', '-w', dir]).status !== 0)
    throw new Error(`the ${OWNER} user cannot reach ${dir}: every folder above it must let it in`);
}

/**
 * Makes a cluster in `dir` (created if missing); false when one is there already.
 * @param {string} dir
 * @returns {Promise<boolean>}
 */
async function initCluster(dir) {
  findServerBinDir();
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  await ownFolder(dir);
  await runServerProgram(
    'initdb',
    ['-D', dir, '-U', 'postgres', '--auth-local=trust', '--auth-host=trust'].concat([
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]),
    dir,
  );
  return true;
}

/** Quoted for the shell pg_ctl starts the server with. */
const shellQuoted = (value) => `'${value.replace(/'/g, `'\\''`)}'`;

const logFile = (dir) => path.join(dir, 'server.log');

function logTail(dir) {
  try {
    return fs.readFileSync(logFile(dir), 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts the cluster on 127.0.0.1:`port` and resolves once it accepts connections; its log is
 * server.log in `dir`.
 * @param {string} dir
 * @param {number} port
 */
async function startCluster(dir, port) {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`no port: ${port}`);
  const socketDir = dir.length <= MAX_SOCKET_DIR ? dir : '';
  const options = `-p ${port} -k ${shellQuoted(socketDir)} -c listen_addresses=127.0.0.1`;
  try {
    await runServerProgram(
      'pg_ctl',
      ['start', '-w', '-t', '60', '-D', dir, '-l', logFile(dir), '-o', options],
      dir,
    );
  } catch (error) {
    throw new Error(`${error.message}\n${logTail(dir)}`);
  }
}

/**
 * Stops the cluster (`fast`: ends the sessions; `immediate`: no shutdown checkpoint); false when
 * it was not running.
 * @param {string} dir
 * @param {'smart' | 'fast' | 'immediate'} [mode]
 * @returns {Promise<boolean>}
 */
async function stopCluster(dir, mode = 'fast') {
  try {
    await runServerProgram('pg_ctl', ['status', '-D', dir], dir);
  } catch {
    return false;
  }
  await runServerProgram('pg_ctl', ['stop', '-w', '-t', '60', '-D', dir, '-m', mode], dir);
  return true;
}

/** A connection URL of the cluster on `port`. */
function databaseUrl(port, database = 'postgres') {
  return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * Adds a database to the cluster on `port`; false when it exists already.
 * @param {number} port
 * @param {string} name
 * @returns {Promise<boolean>}
 */
async function createDatabase(port, name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`a database name is letters, digits and _, not "${name}"`);
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  const { stdout } = await run(clientProgram('psql'), [
    ...connection,
    '-d',
    'postgres',
    '-tAc',
    `SELECT 1 FROM pg_database WHERE datname = '${name}'`,
  ]);
  if (stdout.trim() === '1') return false;
  await run(clientProgram('createdb'), [...connection, name]);
  return true;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Throwaway clusters still running when the process exits (a test that failed before stopping
// them): stopped and removed on the way out, so none outlives its test run.
const running = new Set();
let exitHookAdded = false;

function removeNow(dir) {
  const program = path.join(findServerBinDir(), 'pg_ctl');
  const args = ['stop', '-D', dir, '-m', 'immediate'];
  if (isRoot()) spawnSync('runuser', ['-u', OWNER, '--', program, ...args], { cwd: dir });
  else spawnSync(program, args, { cwd: dir });
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A new cluster in a temporary folder, on a free port, for one test run.
 * @returns {Promise<{ url: string; port: number; dir: string; stop: () => Promise<void> }>}
 */
async function startThrowaway() {
  findServerBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-pg-'));
  try {
    await initCluster(dir);
    fs.appendFileSync(path.join(dir, 'postgresql.conf'), `\n${THROWAWAY_SETTINGS.join('\n')}\n`);
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        await startCluster(dir, port);
        break;
      } catch (error) {
        // the port was taken between the probe and the start: another one
        if (attempt >= 3 || !/could not (bind|create listen)/i.test(error.message)) throw error;
      }
    }
    running.add(dir);
    if (!exitHookAdded) {
      exitHookAdded = true;
      process.on('exit', () => running.forEach(removeNow));
    }
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      running.delete(dir);
      await stopCluster(dir, 'immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { url: databaseUrl(port), port, dir, stop };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

module.exports = {
  NOT_INSTALLED,
  newestVersionsFirst,
  pickServerBinDir,
  findServerBinDir,
  initCluster,
  startCluster,
  stopCluster,
  databaseUrl,
  createDatabase,
  startThrowaway,
};
