// The auth area, a Fastify plugin: POST /api/auth/login, /logout, /signup (JSON in, JSON out).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findPlayerByUsername } from '../db/players';
import { parseAmountCents } from '../games/cashier';
import { field, sendError } from '../http';
import { pageLanguage } from '../i18n/page-language';
import { ageOn } from '../people/age';
import { openAccount } from '../people/open-account';
import { accountInCasino, personByEmail } from '../people/persons';
import { changeLimit, validLimitValue } from '../protection/limit-rules';
import { protectionProfileOf } from '../protection/profiles';
import { readLimit, writeLimit } from '../protection/protection-store';
import { sendRefusal } from '../protection/refusal-reply';
import { accessRefusal, personRefusal } from '../protection/refusals';
import { authText, type AuthTextKey } from './auth-texts';
import { accountByPassword, USERNAME_RE } from './credentials';
import { hashPassword, needsRehash } from './password';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionToken,
  setSessionCookie,
} from './sessions';

const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export interface SignupInput {
  username: string;
  password: string;
  fname: string;
  lname: string;
  email: string;
  /** YYYY-MM-DD */
  dob: string;
  /** the terms version accepted; undefined: not accepted */
  terms: string | undefined;
  marketing: boolean;
  /** a daily deposit limit asked for on the form, in cents */
  depositLimitCents: number | null;
}

const ticked = (value: unknown) =>
  value === true || value === 'on' || value === '1' || value === 'true';

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
  const dob = field(body, 'dob')?.trim();
  if (!dob || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return 'dob must be a date (YYYY-MM-DD)';
  const record = (body ?? {}) as Record<string, unknown>;
  const terms = ticked(record.terms) ? 'current' : field(body, 'terms')?.trim() || undefined;
  const limitText = field(body, 'deposit_limit')?.trim();
  let depositLimitCents: number | null = null;
  if (limitText) {
    depositLimitCents = parseAmountCents(limitText);
    if (depositLimitCents === null || !validLimitValue('deposit_day', depositLimitCents)) {
      return 'deposit_limit must be an amount above 0 with at most two decimals';
    }
  }
  return {
    username,
    password,
    fname,
    lname,
    email,
    dob,
    terms,
    marketing: ticked(record.marketing),
    depositLimitCents,
  };
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  const rateLimit = {
    max: ctx.settings.loginRateMax,
    timeWindow: ctx.settings.loginRateWindowMs,
  };

  app.post('/api/auth/login', { config: { rateLimit } }, async (request, reply) => {
    const proved = await accountByPassword(ctx.db, request, reply);
    if (!proved) return reply;
    const { player: row, password } = proved;
    // on a break or excluded: 403 with the rule and its end (never 401: the password was right)
    const refusal = accessRefusal(ctx.db, row, ctx.now());
    if (refusal) return sendRefusal(reply, refusal);
    // new terms since the player accepted: accepted here, by sending their version back
    const terms = ctx.settings.termsVersion;
    if (row.terms_version !== terms) {
      if (field(request.body, 'accept_terms') !== terms) {
        return sendRefusal(reply, { code: 'terms_update', termsVersion: terms });
      }
      ctx.db.prepare('UPDATE players SET terms_version = ? WHERE id = ?').run(terms, row.id);
    }
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

  app.get('/api/auth/terms', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send({ version: ctx.settings.termsVersion, url: '/pages/terms' }),
  );

  const refuse = (reply: FastifyReply, status: number, code: AuthTextKey) =>
    sendError(reply, status, code, authText(code, pageLanguage(reply.request)));

  app.post('/api/auth/signup', { config: { rateLimit } }, async (request, reply) => {
    const input = validateSignup(request.body);
    if (typeof input === 'string') return sendError(reply, 400, 'invalid_input', input);
    const { casino } = request;
    const now = ctx.now();
    const profile = protectionProfileOf(casino.key);
    const age = ageOn(input.dob, now);
    if (age === null) return sendError(reply, 400, 'invalid_input', 'dob is not a real date');
    if (age < profile.minimum_age) return refuse(reply, 400, 'under_age');
    const terms = ctx.settings.termsVersion;
    if (input.terms !== 'current' && input.terms !== terms) {
      return refuse(reply, 400, 'terms_required');
    }
    // the person, whatever the address's spelling: no new account during a break or exclusion,
    // and one account per casino
    const person = personByEmail(ctx.db, input.email);
    const held = person && personRefusal(ctx.db, person.id, now);
    if (held) return sendRefusal(reply, held);
    // asked before the password is hashed, and again in the write (openAccount)
    if (person && accountInCasino(ctx.db, person.id, casino.key)) {
      return refuse(reply, 409, 'account_exists');
    }
    if (findPlayerByUsername(ctx.db, casino.key, input.username)) {
      return refuse(reply, 409, 'username_taken');
    }
    const password_hash = await hashPassword(input.password);
    const opened = openAccount(
      ctx.db,
      {
        casino_key: casino.key,
        username: input.username,
        password_hash,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        dob: input.dob,
        terms_version: terms,
        marketing_consent: input.marketing,
        class: 'new_player',
        class_display_name: 'New Player',
        practicemode: casino.fun_money_casino,
      },
      now,
    );
    if (opened.status !== 'opened') {
      return refuse(reply, 409, opened.status);
    }
    if (input.depositLimitCents !== null && profile.money_limits) {
      const personId = personByEmail(ctx.db, input.email)!.id;
      const current = readLimit(ctx.db, personId, 'deposit_day');
      writeLimit(
        ctx.db,
        personId,
        'deposit_day',
        changeLimit(current, input.depositLimitCents, now),
        now,
      );
    }
    setSessionCookie(request, reply, createSession(ctx.db, opened.id, now));
    return reply.status(201).header('cache-control', 'no-store').send({ ok: true });
  });
};
