// A preview link's token: which casino, remote and release, until when, signed with the site's
// secret (HMAC-SHA256). Anyone holding the link can open the preview; nobody can change what it
// names or how long it lasts without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RELEASE_ID_RE } from '../remotes';
import { isCasinoKey } from '../site-settings';

export interface Preview {
  casino: string;
  remote: string;
  release: string;
  /** epoch milliseconds */
  expiresAt: number;
}

export type PreviewRefusal = 'malformed' | 'signature' | 'expired';

const REMOTE_RE = /^[a-z][a-z0-9_]{0,40}$/;
/** A token is short: a longer value is refused before any work. */
const MAX_TOKEN_LENGTH = 512;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signPreview(preview: Preview, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      c: preview.casino,
      r: preview.remote,
      v: preview.release,
      e: Math.floor(preview.expiresAt / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

function previewOf(value: unknown): Preview | null {
  if (!value || typeof value !== 'object') return null;
  const { c, r, v, e } = value as Record<string, unknown>;
  if (!isCasinoKey(c) || typeof r !== 'string' || !REMOTE_RE.test(r)) return null;
  if (typeof v !== 'string' || !RELEASE_ID_RE.test(v)) return null;
  if (typeof e !== 'number' || !Number.isInteger(e) || e <= 0) return null;
  return { casino: c, remote: r, release: v, expiresAt: e * 1000 };
}

/** The preview a token names, or why it is refused. */
export function verifyPreview(
  token: unknown,
  secret: string,
  now: number,
): { ok: true; preview: Preview } | { ok: false; reason: PreviewRefusal } {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
    return { ok: false, reason: 'malformed' };
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload + mac))
    return { ok: false, reason: 'malformed' };
  const expected = signature(payload, secret);
  const given = Buffer.from(mac, 'base64url');
  // only the one spelling of the signature: base64url's last character has spare bits a decoder
  // ignores, and a link changed there must not pass for the one that was given
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== mac ||
    !timingSafeEqual(given, expected)
  )
    return { ok: false, reason: 'signature' };
  let preview: Preview | null;
  try {
    preview = previewOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    preview = null;
  }
  if (!preview) return { ok: false, reason: 'malformed' };
  if (preview.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, preview };
}
