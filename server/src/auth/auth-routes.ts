// The auth area, a Fastify plugin: POST /api/auth/login, /logout, /signup (JSON in, JSON out).
import type { FastifyPluginAsync } from 'fastify';
import { findPlayerByUsername, insertPlayer } from '../db/players';
import { field, sendError } from '../http';
import { activeExclusion } from '../protection/access-store';
import { sendRefusal } from '../protection/refusal-reply';
import { accessRefusal } from '../protection/refusals';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionToken,
  setSessionCookie,
} from './sessions';

export const USERNAME_RE = /^[a-z0-9_]{3,32}$/;
const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export interface SignupInput {
  username: string;
  password: string;
  fname: string;
  lname: string;
  email: string;
}

/** Validate a sign-up body; returns the clean input or a message. */
export function validateSignup(body: unknown): SignupInput | string {
  const username = field(body, 'username')?.trim().toLowerCase();
  const password = field(body, 'password');
  const fname = field(body, 'fname')?.trim();
  const lname = field(body, 'lname')?.trim();
  const email = field(body, 'email')?.trim().toLowerCase();
  if (!username || !USERNAME_RE.test(username))
    return 'username must be 3-32 characters of a-z, 0-9 and _';
  if (!password || password.length < 8 || password.length > 200)
    return 'password must be at least 8 characters';
  if (!fname || fname.length > 50) return 'fname must be 1-50 characters';
  if (!lname || lname.length > 50) return 'lname must be 1-50 characters';
  if (!email || email.length > 254 || !EMAIL_RE.test(email)) return 'email is not valid';
  return { username, password, fname, lname, email };
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  const rateLimit = {
    max: ctx.settings.loginRateMax,
    timeWindow: ctx.settings.loginRateWindowMs,
  };

  app.post('/api/auth/login', { config: { rateLimit } }, async (request, reply) => {
    const username = field(request.body, 'username')?.trim().toLowerCase();
    const password = field(request.body, 'password');
    if (!username || !USERNAME_RE.test(username) || !password || password.length > 200) {
      return sendError(reply, 400, 'invalid_input', 'username and password are required');
    }
    const { casino } = request;
    const row = findPlayerByUsername(ctx.db, casino.key, username);
    const ok = await verifyPassword(password, row?.password_hash ?? (await getDummyHash()));
    if (!row || !ok) return sendError(reply, 401, 'bad_credentials', 'Wrong username or password');
    // on a break or excluded: 403 with the rule and its end (never 401: the password was right)
    const refusal = accessRefusal(ctx.db, row, ctx.now());
    if (refusal) return sendRefusal(reply, refusal);
    if (needsRehash(row.password_hash)) {
      const stronger = await hashPassword(password);
      ctx.db
        .prepare('UPDATE players SET password_hash = ? WHERE id = ? AND password_hash = ?')
        .run(stronger, row.id, row.password_hash);
    }
    deleteSession(ctx.db, sessionToken(request));
    setSessionCookie(request, reply, createSession(ctx.db, row.id, ctx.now()));
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    deleteSession(ctx.db, sessionToken(request));
    clearSessionCookie(request, reply);
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.post('/api/auth/signup', { config: { rateLimit } }, async (request, reply) => {
    const input = validateSignup(request.body);
    if (typeof input === 'string') return sendError(reply, 400, 'invalid_input', input);
    const { casino } = request;
    // a self-exclusion covers the person: no new account under an excluded e-mail either
    const exclusion = activeExclusion(ctx.db, input.email, ctx.now());
    if (exclusion) {
      return sendRefusal(reply, {
        code: 'self_excluded',
        until: exclusion.until ?? exclusion.endsAt,
      });
    }
    if (findPlayerByUsername(ctx.db, casino.key, input.username)) {
      return sendError(reply, 409, 'username_taken', 'This username is taken');
    }
    const password_hash = await hashPassword(input.password);
    const id = insertPlayer(ctx.db, {
      casino_key: casino.key,
      username: input.username,
      password_hash,
      fname: input.fname,
      lname: input.lname,
      email: input.email,
      class: 'new_player',
      class_display_name: 'New Player',
      practicemode: casino.fun_money_casino,
    });
    if (id === null) return sendError(reply, 409, 'username_taken', 'This username is taken');
    setSessionCookie(request, reply, createSession(ctx.db, id, ctx.now()));
    return reply.status(201).header('cache-control', 'no-store').send({ ok: true });
  });
};
