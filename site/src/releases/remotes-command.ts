// `npm run remotes -- status | set <casino> <remote> <release-or-url> | rollback <casino> <remote>`:
// which build of each remote each casino loads. The operator's guide is docs/deploying.md.
import fs from 'node:fs';
import path from 'node:path';
import { requiredExposes } from '@parlor/shared/release';
import { providedVersions, readRemoteManifest } from '@parlor/shared/release';
import { checkTarget } from './check-target';
import { listReleases } from './release-store';
import {
  appendAudit,
  auditFileFor,
  lastChange,
  operatorName,
  readAudit,
  readManifest,
  rollbackStack,
  withTarget,
  writeManifestAtomically,
} from './remotes-manifest';

export interface RemoteInfo {
  name: string;
  dir: string;
  port: number;
}

export interface RemotesCommandContext {
  root: string;
  /** the remotes of the site that have a package (a folder with package.json) */
  remotes: readonly RemoteInfo[];
  casinos: readonly string[];
  manifestFile: string;
  auditFile: string;
  /** the shell build the site serves: its mf-manifest.json names the shared versions it provides */
  shellDist: string;
  /**
   * Host the check asks for a release (the remote's own server): localhost unless told;
   * `{remote}` stands for the remote's folder name (a compose service name, say).
   */
  checkHost: string;
  operator: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = `usage: npm run remotes -- status
       npm run remotes -- set <casino> <remote> <release | url | default>
       npm run remotes -- rollback <casino> <remote>`;

const URL_RE = /^https?:\/\//i;

export function contextFromEnv(
  root: string,
  remotes: readonly RemoteInfo[],
  casinos: readonly string[],
  manifestFile: string,
  shellDist: string,
  env: NodeJS.ProcessEnv,
): RemotesCommandContext {
  return {
    root,
    remotes: remotes.filter((r) => fs.existsSync(path.join(root, r.dir, 'package.json'))),
    casinos,
    manifestFile,
    auditFile: auditFileFor(manifestFile, env),
    shellDist,
    checkHost: env.PARLOR_CHECK_HOST || 'localhost',
    operator: operatorName(env),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}

function findRemote(ctx: RemotesCommandContext, name: string): RemoteInfo | undefined {
  return ctx.remotes.find((r) => r.name === name || r.dir === name);
}

function describeTarget(target: string | null | undefined): string {
  return target ?? 'default';
}

function entryUrlOf(ctx: RemotesCommandContext, remote: RemoteInfo, target: string | null): string {
  const host = ctx.checkHost.replaceAll('{remote}', remote.dir);
  if (target === null) return `http://${host}:${remote.port}/remoteEntry.js`;
  if (URL_RE.test(target)) return target;
  return `http://${host}:${remote.port}/releases/${target}/remoteEntry.js`;
}

function shellVersions(ctx: RemotesCommandContext): Record<string, string> | string {
  const file = path.join(ctx.shellDist, 'mf-manifest.json');
  try {
    const manifest = readRemoteManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (manifest) return providedVersions(manifest.shared);
  } catch {
    // reported below
  }
  return `the shell build has no federation manifest (${file}): build the shell first`;
}

/** null (the default build), a release name, or an http(s) URL normalised. */
function parseTarget(raw: string): string | null {
  if (raw === 'default') return null;
  if (URL_RE.test(raw)) {
    try {
      return new URL(raw).href;
    } catch {
      return raw;
    }
  }
  return raw;
}

async function verify(
  ctx: RemotesCommandContext,
  remote: RemoteInfo,
  target: string | null,
): Promise<string[]> {
  if (target !== null && URL_RE.test(target) && !URL.canParse(target))
    return [`${target} is not a valid address`];
  if (target !== null && URL_RE.test(target) && !new URL(target).pathname.endsWith('.js'))
    return [`${target} is not a remote entry (the address of its remoteEntry.js)`];
  if (target !== null && !URL_RE.test(target)) {
    const known = listReleases(path.join(ctx.root, remote.dir)).map((r) => r.release);
    if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(target))
      return [`"${target}" is neither a release name, an http(s) URL nor "default"`];
    if (!known.includes(target)) {
      const list = known.length ? known.join(', ') : 'none (npm run release -- ' + remote.dir + ')';
      return [`${remote.name} has no release ${target}; its releases: ${list}`];
    }
  }
  const versions = shellVersions(ctx);
  if (typeof versions === 'string') return [versions];
  return checkTarget({
    remote: remote.name,
    entryUrl: entryUrlOf(ctx, remote, target),
    shellVersions: versions,
    required: requiredExposes(remote.name),
    fetchImpl: ctx.fetchImpl,
  });
}

function switchTo(
  ctx: RemotesCommandContext,
  action: 'set' | 'rollback',
  casino: string,
  remote: RemoteInfo,
  target: string | null,
): void {
  const manifest = readManifest(ctx.manifestFile);
  const from = manifest[casino]?.[remote.name] ?? null;
  writeManifestAtomically(ctx.manifestFile, withTarget(manifest, casino, remote.name, target));
  appendAudit(ctx.auditFile, {
    at: (ctx.now?.() ?? new Date()).toISOString(),
    action,
    casino,
    remote: remote.name,
    from,
    to: target,
    by: ctx.operator,
  });
  ctx.out(
    `${casino}: ${remote.name} switched from ${describeTarget(from)} to ${describeTarget(target)}`,
  );
}

function status(ctx: RemotesCommandContext): number {
  const manifest = readManifest(ctx.manifestFile);
  const audit = readAudit(ctx.auditFile);
  const rows: string[][] = [['casino', 'remote', 'release or URL', 'set at', 'by']];
  for (const casino of ctx.casinos) {
    for (const remote of ctx.remotes) {
      const target = manifest[casino]?.[remote.name];
      const change = lastChange(audit, casino, remote.name);
      rows.push([
        casino,
        remote.name,
        target ?? `default (${remote.dir}/dist)`,
        change && describeTarget(change.to) === describeTarget(target) ? change.at : '-',
        change && describeTarget(change.to) === describeTarget(target) ? change.by : '-',
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    ctx.out(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  for (const remote of ctx.remotes) {
    const releases = listReleases(path.join(ctx.root, remote.dir));
    if (releases.length)
      ctx.out(`${remote.name} releases: ${releases.map((r) => r.release).join(', ')}`);
  }
  return 0;
}

export async function runRemotesCommand(
  argv: readonly string[],
  ctx: RemotesCommandContext,
): Promise<number> {
  const [command, casino, remoteName, rawTarget] = argv;
  if (command === 'status' && argv.length === 1) return status(ctx);
  if (!(command === 'set' && argv.length === 4) && !(command === 'rollback' && argv.length === 3)) {
    ctx.err(USAGE);
    return 2;
  }
  if (!casino || !ctx.casinos.includes(casino)) {
    ctx.err(`unknown casino "${casino}": one of ${ctx.casinos.join(', ')}`);
    return 2;
  }
  const remote = remoteName ? findRemote(ctx, remoteName) : undefined;
  if (!remote) {
    ctx.err(`unknown remote "${remoteName}": one of ${ctx.remotes.map((r) => r.name).join(', ')}`);
    return 2;
  }
  let target: string | null;
  if (command === 'set') {
    target = parseTarget(rawTarget!);
  } else {
    const stack = rollbackStack(readAudit(ctx.auditFile), casino, remote.name);
    if (stack.length === 0) {
      ctx.err(`${casino}: ${remote.name} has no earlier release to roll back to`);
      return 1;
    }
    target = stack[stack.length - 1]!;
  }
  const problems = await verify(ctx, remote, target);
  if (problems.length) {
    ctx.err(
      `Refused: ${casino} stays on ${remote.name} ${describeTarget(readManifest(ctx.manifestFile)[casino]?.[remote.name])}.`,
    );
    for (const problem of problems) ctx.err(`  - ${problem}`);
    return 1;
  }
  switchTo(ctx, command, casino, remote, target);
  return 0;
}
