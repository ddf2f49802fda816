// The checks a target passes before any visitor loads it, whichever face asked: a release that
// exists, an address that is a remote entry, and a remote that answers, exposes what the site
// loads and accepts the shell's shared singletons (check-target.ts).
import path from 'node:path';
import { requiredExposes } from '@parlor/shared/release';
import { checkTarget } from '../releases/check-target';
import { listReleases } from '../releases/release-store';
import { shellVersions } from '../releases/shell-versions';
import type { OperationContext, RemoteInfo } from './operation-types';

const URL_RE = /^https?:\/\//i;

export function describeTarget(target: string | null | undefined): string {
  return target ?? 'default';
}

/** null (the default build), a release name, or an http(s) URL normalised. */
export function parseTarget(raw: string): string | null {
  if (raw === 'default') return null;
  if (URL_RE.test(raw) && URL.canParse(raw)) return new URL(raw).href;
  return raw;
}

export function isEntryUrl(target: string): boolean {
  return URL_RE.test(target);
}

/** The releases of a remote on disk, newest first. */
export function releasesOf(ctx: Pick<OperationContext, 'root'>, remote: RemoteInfo): string[] {
  // listReleases answers oldest first
  return listReleases(path.join(ctx.root, remote.dir))
    .map((r) => r.release)
    .reverse();
}

/** The problems that keep `target` from being loaded; none: it may be. */
export async function verifyTarget(
  ctx: OperationContext,
  remote: RemoteInfo,
  target: string | null,
): Promise<string[]> {
  if (target !== null && isEntryUrl(target)) {
    if (!URL.canParse(target)) return [`${target} is not a valid address`];
    if (!new URL(target).pathname.endsWith('.js'))
      return [`${target} is not a remote entry (the address of its remoteEntry.js)`];
  }
  if (target !== null && !isEntryUrl(target)) {
    const known = releasesOf(ctx, remote);
    if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(target))
      return [`"${target}" is neither a release name, an http(s) URL nor "default"`];
    if (!known.includes(target)) {
      const list = known.length ? known.join(', ') : `none (npm run release -- ${remote.dir})`;
      return [`${remote.name} has no release ${target}; its releases: ${list}`];
    }
  }
  const versions = shellVersions(ctx.shellDist);
  if (typeof versions === 'string') return [versions];
  return checkTarget({
    remote: remote.name,
    entryUrl: ctx.checkEntryUrl(remote, target),
    shellVersions: versions,
    required: requiredExposes(remote.name),
    fetchImpl: ctx.fetchImpl,
  });
}
