// An account proved by its username and password in a request's body, checked as the login checks
// them: the same work whether or not the account exists. The login uses it, and so do the routes a
// person refused at login still reaches (an exclusion's end, a withdrawal).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findPlayerByUsername, type PlayerRow } from '../db/players';
import { field, sendError } from '../http';
import { getDummyHash, verifyPassword } from './password';

export const USERNAME_RE = /^[a-z0-9_]{3,32}$/;

/** Whether the body names a username or a password (else the session's player is meant). */
export function namesCredentials(body: unknown): boolean {
  return field(body, 'username') !== undefined || field(body, 'password') !== undefined;
}

/** The account and its password, or null with a 400 or 401 sent. */
export async function accountByPassword(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ player: PlayerRow; password: string } | null> {
  const username = field(request.body, 'username')?.trim().toLowerCase();
  const password = field(request.body, 'password');
  if (!username || !USERNAME_RE.test(username) || !password || password.length > 200) {
    sendError(reply, 400, 'invalid_input', 'username and password are required');
    return null;
  }
  const player = findPlayerByUsername(db, request.casino.key, username);
  const ok = await verifyPassword(password, player?.password_hash ?? (await getDummyHash()));
  if (!player || !ok) {
    sendError(reply, 401, 'bad_credentials', 'Wrong username or password');
    return null;
  }
  return { player, password };
}
