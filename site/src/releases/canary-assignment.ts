// Which visitors a canary takes: a visitor is a random id in a cookie, and its place in a canary
// is a hash of that id with the canary's casino, remote and release. The same visitor therefore
// keeps its version across reloads and while the share is raised, and two canaries draw
// independently.
import { createHash, randomBytes } from 'node:crypto';

/** The visitor's id cookie: no credential, so SameSite=Lax (a visitor arriving by a link keeps it). */
export const VISITOR_COOKIE = 'parlor_visitor';
export const VISITOR_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const VISITOR_ID_RE = /^[A-Za-z0-9_-]{22}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_RE.test(value);
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** 0..9999: where the visitor falls for this canary. */
export function canaryBucket(
  visitorId: string,
  casino: string,
  remote: string,
  release: string,
): number {
  const digest = createHash('sha256')
    .update(`${visitorId}|${casino}|${remote}|${release}`)
    .digest();
  return digest.readUInt32BE(0) % 10_000;
}

export function inCanary(
  visitorId: string,
  casino: string,
  remote: string,
  canary: { release: string; percent: number },
): boolean {
  return canaryBucket(visitorId, casino, remote, canary.release) < canary.percent * 100;
}
