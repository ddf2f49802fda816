// Test releases of the lobby remote made with the real commands, and what each casino loads put
// back as it was after each test (the site follows its store, so other specs are unaffected).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOBBY_DIST = path.join(ROOT, 'mf-lobby', 'dist');
export const LOBBY_RELEASES = path.join(ROOT, 'mf-lobby', 'releases');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- ...args`, as an operator types it. */
export function npmRun(script: string, ...args: string[]): CommandResult {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Copies the built lobby, lets `patch` change it, and releases the copy; returns its name. */
export function releaseLobbyVariant(patch: (dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-lobby-variant-'));
  try {
    fs.cpSync(LOBBY_DIST, dir, { recursive: true });
    patch(dir);
    const result = npmRun('release', 'mf-lobby', '--from', dir);
    const name = /mf_lobby (\S+):/.exec(result.stdout)?.[1];
    if (result.code !== 0 || !name)
      throw new Error(`release failed: ${result.stdout}\n${result.stderr}`);
    return name;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Edits one built file and drops its precompressed twins (they would still hold the old bytes). */
export function patchFile(file: string, edit: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`nothing to patch in ${file}`);
  fs.writeFileSync(file, after);
  for (const twin of ['.gz', '.br']) fs.rmSync(file + twin, { force: true });
}

/** The built files containing `needle` (the lobby's English copy is bundled in several chunks). */
export function filesContaining(dir: string, needle: string): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(needle))
    .map((f) => path.join(dir, f));
  if (files.length === 0) throw new Error(`no built file contains ${needle}`);
  return files;
}

const TSX = path.join(ROOT, 'site', 'node_modules', '.bin', 'tsx');
const STATE_CLI = path.join(ROOT, 'site', 'src', 'testing', 'site-state-cli.ts');

/** The site's store as the suite's site reads it (site/src/testing/site-state-cli.ts). */
function siteState(...args: string[]): string {
  const result = spawnSync(TSX, [STATE_CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`site state ${args[0]}: ${result.stderr}`);
  return result.stdout;
}

/** What each casino loads and its canaries, as JSON (to compare, or to put back). */
export function readSiteState(): string {
  return siteState('snapshot');
}

/** Saves what each casino loads; the returned function puts it back. */
export function saveRemotesState(): () => void {
  const saved = readSiteState();
  return () => void siteState('restore', saved);
}

/** Writes a target by hand, past the checks `npm run remotes` makes. */
export function forceTarget(casino: string, remote: string, target: string): void {
  siteState('force', casino, remote, target);
}

/** A release's server container, inside its folder (the server build beside the browser build). */
export const SERVER_CONTAINER = path.join('server', 'server-entry.js');

/**
 * Makes a lobby release's home say "Fresh Drops" instead of "New Games", in its browser build and
 * in its server build (which carries the strings as a JSON text inside a string): the site's
 * render and the browser then agree, as a real release's would.
 */
export function sayFreshDrops(dir: string): void {
  for (const file of filesContaining(dir, '"new_games":"New Games"'))
    patchFile(file, (text) =>
      text.replaceAll('"new_games":"New Games"', '"new_games":"Fresh Drops"'),
    );
  patchFile(path.join(dir, SERVER_CONTAINER), (text) =>
    text.replaceAll('\\"new_games\\":\\"New Games\\"', '\\"new_games\\":\\"Fresh Drops\\"'),
  );
}
