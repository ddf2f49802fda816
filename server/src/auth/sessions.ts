// Sessions: a random token in the parlor_session cookie; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { closeGameSessionsOf } from '../games/game-sessions';
import { requestProto } from '../http';
import { readCookie, setCookie } from './cookies';

export const SESSION_COOKIE = 'parlor_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createSession(db: Db, playerId: number, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO sessions (token_hash, player_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), playerId, now + SESSION_TTL_MS, now);
  return token;
}

/** The player id of a live session, or null. */
export function sessionPlayerId(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): number | null {
  if (!token || token.length > 200) return null;
  const row = db
    .prepare('SELECT player_id FROM sessions WHERE token_hash = ? AND expires_at > ?')
    .get(hashToken(token), now) as { player_id: number } | undefined;
  return row ? row.player_id : null;
}

/** Ends a site session and every game launched from it. */
export function deleteSession(db: Db, token: string | undefined): void {
  if (!token) return;
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  closeGameSessionsOf(db, hashToken(token));
}

export function isHttps(request: FastifyRequest): boolean {
  return requestProto(request) === 'https';
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  setCookie(reply, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttps(request),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(reply, SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttps(request),
    maxAge: 0,
  });
}

/** The session token of the request, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}
