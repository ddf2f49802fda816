// The operators' sessions: a random 32-byte token in the `parlor_ops` cookie, of which the store
// keeps only the sha-256, so a copy of the database opens no session. Eight hours; the role is
// read again on every request, so a demoted or removed operator loses their rights at once.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRecord, OpsSessionRecord, SiteStore } from '../state/site-store';
import { readCookie, setCookie, type CookieOptions } from '../web/cookies';

export const SESSION_COOKIE = 'parlor_ops';
export const SESSION_MS = 8 * 60 * 60 * 1000;

export interface OpsSession {
  record: OpsSessionRecord;
  operator: OperatorRecord;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCookieOptions(cookiePath: string, secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'Strict', path: cookiePath, secure };
}

/** Starts a session for the operator and sets its cookie. */
export async function startSession(
  store: SiteStore,
  reply: FastifyReply,
  operator: string,
  options: { now: number; cookiePath: string; secure: boolean },
): Promise<OpsSessionRecord> {
  const token = randomBytes(32).toString('base64url');
  const record: OpsSessionRecord = {
    idHash: tokenHash(token),
    operator,
    csrf: randomBytes(32).toString('base64url'),
    expiresAt: options.now + SESSION_MS,
  };
  await store.sessions.create(record);
  setCookie(reply, SESSION_COOKIE, token, {
    ...sessionCookieOptions(options.cookiePath, options.secure),
    maxAge: SESSION_MS / 1000,
  });
  return record;
}

export function clearSessionCookie(reply: FastifyReply, cookiePath: string, secure: boolean): void {
  setCookie(reply, SESSION_COOKIE, '', {
    ...sessionCookieOptions(cookiePath, secure),
    maxAge: 0,
  });
}

/** The request's session and its operator as they are now; null: none (or it ended). */
export async function readSession(
  store: SiteStore,
  request: FastifyRequest,
  now: number,
): Promise<OpsSession | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const record = await store.sessions.get(tokenHash(token), now);
  if (!record || record.expiresAt <= now) return null;
  const operator = await store.operators.get(record.operator);
  return operator ? { record, operator } : null;
}
