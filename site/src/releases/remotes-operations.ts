// What every `npm run remotes` verb works with: its context, the remotes and targets it names,
// the checks a release passes before any visitor loads it, and the switch of a casino.
import fs from 'node:fs';
import path from 'node:path';
import { requiredExposes } from '@parlor/shared/release';
import type { SiteSettings } from '../site-settings';
import { previewSecret } from '../preview/preview-secret';
import { checkTarget } from './check-target';
import { listReleases } from './release-store';
import { shellVersions } from './shell-versions';
import {
  appendAudit,
  operatorName,
  readManifest,
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
  /** the canaries (canary-store.ts) */
  canaryFile: string;
  /** the preview links' secret (read only by `preview`) */
  previewSecret: () => string;
  /** the site's address a preview link starts from, unless `--site` says */
  siteUrl: string;
  /** the telemetry database `health` reads */
  siteDbFile: string;
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

const URL_RE = /^https?:\/\//i;

export function contextFromEnv(
  root: string,
  remotes: readonly RemoteInfo[],
  settings: SiteSettings,
  env: NodeJS.ProcessEnv,
): RemotesCommandContext {
  return {
    root,
    remotes: remotes.filter((r) => fs.existsSync(path.join(root, r.dir, 'package.json'))),
    casinos: settings.casinos,
    manifestFile: settings.remotesFile,
    auditFile: settings.auditFile,
    canaryFile: settings.canaryFile,
    previewSecret: () => previewSecret(settings.previewSecretFile, settings.previewSecretEnv),
    siteUrl: env.PARLOR_SITE_URL || `http://localhost:${settings.port}`,
    siteDbFile: settings.siteDbFile,
    shellDist: path.resolve(settings.shellDist),
    checkHost: env.PARLOR_CHECK_HOST || 'localhost',
    operator: operatorName(env),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}

export function findRemote(ctx: RemotesCommandContext, name: string): RemoteInfo | undefined {
  return ctx.remotes.find((r) => r.name === name || r.dir === name);
}

export function describeTarget(target: string | null | undefined): string {
  return target ?? 'default';
}

function entryUrlOf(ctx: RemotesCommandContext, remote: RemoteInfo, target: string | null): string {
  const host = ctx.checkHost.replaceAll('{remote}', remote.dir);
  if (target === null) return `http://${host}:${remote.port}/remoteEntry.js`;
  if (URL_RE.test(target)) return target;
  return `http://${host}:${remote.port}/releases/${target}/remoteEntry.js`;
}

/** null (the default build), a release name, or an http(s) URL normalised. */
export function parseTarget(raw: string): string | null {
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

export async function verify(
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
  const versions = shellVersions(ctx.shellDist);
  if (typeof versions === 'string') return [versions];
  return checkTarget({
    remote: remote.name,
    entryUrl: entryUrlOf(ctx, remote, target),
    shellVersions: versions,
    required: requiredExposes(remote.name),
    fetchImpl: ctx.fetchImpl,
  });
}

export function switchTo(
  ctx: RemotesCommandContext,
  action: 'set' | 'rollback' | 'promote',
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
