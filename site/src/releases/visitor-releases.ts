// The releases one visitor loads instead of the casino's own: a preview this browser opened
// (its cookie), else the canaries the visitor falls into. Read for every page and boot answer.
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../web/cookies';
import { PREVIEW_COOKIE } from '../preview/preview-cookie';
import { verifyPreview, type Preview } from '../preview/preview-token';
import { previewKey } from '../state/site-store';
import { inCanary, isVisitorId, newVisitorId, VISITOR_COOKIE } from './canary-assignment';
import type { Canaries } from './canary-store';

export interface VisitorReleasesOptions {
  /** the running canaries, as the site last read them from its store */
  canaries(): Canaries;
  /** the preview links' signing secret (read when a preview cookie is first seen) */
  previewSecret: () => string;
  /** the preview links ended before their time (previewKey): their cookie is ignored */
  endedPreviews?: () => ReadonlySet<string>;
  now?: () => number;
}

export interface VisitorReleases {
  /** remote -> release, over the casino's own */
  releases: Record<string, string>;
  /** the preview this browser is on, if any */
  preview: Preview | null;
}

// A visitor without an id who meets a canary is given one: the answer sets it (visitorIdToSet).
const idsToSet = new WeakMap<FastifyRequest, string>();

/** The visitor id the answer to this request must set as a cookie, if one was made for it. */
export function visitorIdToSet(request: FastifyRequest): string | undefined {
  return idsToSet.get(request);
}

function visitorIdOf(request: FastifyRequest): string {
  const given = readCookie(request, VISITOR_COOKIE);
  if (isVisitorId(given)) return given;
  let made = idsToSet.get(request);
  if (!made) {
    made = newVisitorId();
    idsToSet.set(request, made);
  }
  return made;
}

/** The preview of the request's cookie, when it is valid and for this casino. */
export function previewOf(
  request: FastifyRequest,
  casino: string,
  options: VisitorReleasesOptions,
): Preview | null {
  const token = readCookie(request, PREVIEW_COOKIE);
  if (!token) return null;
  const verdict = verifyPreview(token, options.previewSecret(), options.now?.() ?? Date.now());
  if (!verdict.ok || verdict.preview.casino !== casino) return null;
  return options.endedPreviews?.().has(previewKey(verdict.preview)) ? null : verdict.preview;
}

export function visitorReleases(
  request: FastifyRequest,
  casino: string,
  options: VisitorReleasesOptions,
): VisitorReleases {
  const releases: Record<string, string> = {};
  const canaries = options.canaries()[casino] ?? {};
  const remotes = Object.keys(canaries);
  if (remotes.length > 0) {
    const visitor = visitorIdOf(request);
    for (const remote of remotes) {
      const canary = canaries[remote]!;
      if (inCanary(visitor, casino, remote, canary)) releases[remote] = canary.release;
    }
  }
  const preview = previewOf(request, casino, options);
  if (preview) releases[preview.remote] = preview.release;
  return { releases, preview };
}
