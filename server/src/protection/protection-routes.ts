// The player protection routes (docs/controller.md, "Player protection"), a Fastify plugin: the
// player's state, the reality check, limits, a break, a self-exclusion and its end, the history.
// JSON in and out, the session's player only (the exclusion's end takes the account's password
// instead: an excluded player cannot log in). A cross-site POST or PUT never reaches them
// (security/same-origin.ts); each is rate-limited per IP like the account routes.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/types';
import { getDummyHash, verifyPassword } from '../auth/password';
import { clearSessionCookie } from '../auth/sessions';
import { USERNAME_RE } from '../auth/auth-routes';
import { gameKey } from '../catalogue/generate-catalogue';
import { siteSessionHash } from '../context';
import { findPlayerByUsername, type PlayerRow } from '../db/players';
import { field, sendError } from '../http';
import {
  accountsOf,
  activeBreak,
  activeExclusion,
  revokeAccounts,
  saveBreak,
  saveExclusion,
  saveExclusionEnd,
} from './access-store';
import { historyEntries, parseHistoryQuery } from './history';
import { changeLimit, isLimitKind, validLimitValue } from './limit-rules';
import {
  breakUntil,
  exclusionEnd,
  exclusionUntil,
  mayReplace,
  requestExclusionEnd,
} from './periods';
import { offeredLimits, protectionProfileOf } from './profiles';
import { protectionState } from './protection-state';
import {
  chosenInterval,
  playSession,
  readLimit,
  saveInterval,
  saveNextCheck,
  writeLimit,
} from './protection-store';
import { sendProtectionError } from './refusal-reply';
import {
  nextAfterContinue,
  nextAfterIntervalChange,
  realityDueAt,
  realityInterval,
} from './session-rules';

const body = (request: FastifyRequest): Record<string, unknown> | null =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : null;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export const protectionRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  const db = ctx.db;
  const window = ctx.settings.loginRateWindowMs;
  // writes as often as a login; reads (the apps ask for the state as the clock runs) more
  const writes = { config: { rateLimit: { max: ctx.settings.loginRateMax, timeWindow: window } } };
  const reads = {
    config: { rateLimit: { max: ctx.settings.loginRateMax * 6, timeWindow: window } },
  };

  /** The session's player, or a 401 sent (null). */
  const playerOf = (request: FastifyRequest, reply: FastifyReply): PlayerRow | null => {
    const player = request.player();
    if (!player) sendProtectionError(reply, 401, 'not_logged_in');
    return player;
  };

  const sendState = (request: FastifyRequest, reply: FastifyReply, player: PlayerRow) =>
    reply
      .header('cache-control', 'no-store')
      .send(protectionState(db, player, siteSessionHash(request), ctx.now()));

  app.get('/api/protection', reads, async (request, reply) => {
    const player = playerOf(request, reply);
    return player ? sendState(request, reply, player) : reply;
  });

  app.post('/api/protection/reality-check', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    if (field(body(request), 'action') !== 'continue') {
      return sendError(reply, 400, 'invalid_input', 'expected JSON { "action": "continue" }');
    }
    const profile = protectionProfileOf(player.casino_key);
    const session = playSession(db, siteSessionHash(request));
    if (!profile.reality_check) return sendProtectionError(reply, 400, 'not_offered');
    if (session) {
      const now = ctx.now();
      const interval = realityInterval(profile, chosenInterval(db, player.id));
      saveNextCheck(db, session, nextAfterContinue(interval, now), now);
    }
    return sendState(request, reply, player);
  });

  app.put('/api/protection/reality-check', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const input = body(request);
    const value = input?.interval_min;
    const profile = protectionProfileOf(player.casino_key);
    const rc = profile.reality_check;
    if (!rc) return sendProtectionError(reply, 400, 'not_offered');
    if (value !== null && !(typeof value === 'number' && rc.intervals_min.includes(value))) {
      return sendError(
        reply,
        400,
        'invalid_input',
        `interval_min must be one of ${rc.intervals_min.join(', ')}${rc.can_turn_off ? ' or null' : ''}`,
      );
    }
    if (value === null && !rc.can_turn_off) {
      return sendProtectionError(reply, 400, 'cannot_turn_off');
    }
    const now = ctx.now();
    db.transaction(() => {
      const session = playSession(db, siteSessionHash(request));
      const before = realityInterval(profile, chosenInterval(db, player.id));
      saveInterval(db, player.id, value, now);
      if (session) {
        const dueAt = realityDueAt(before, session.startedAt, session.nextCheckAt);
        saveNextCheck(db, session, nextAfterIntervalChange(value, dueAt, now), now);
      }
    }).immediate();
    return sendState(request, reply, player);
  });

  app.post('/api/protection/limits', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const input = body(request);
    const kind = input?.kind;
    if (
      !isLimitKind(kind) ||
      !input ||
      !('value' in input) ||
      !validLimitValue(kind, input.value)
    ) {
      return sendError(
        reply,
        400,
        'invalid_input',
        'expected JSON { "kind": "deposit_day|deposit_week|deposit_month|loss_day|session_minutes", "value": a positive whole number (cents, or minutes) or null }',
      );
    }
    const value = input.value as number | null;
    if (!offeredLimits(protectionProfileOf(player.casino_key)).includes(kind)) {
      return sendProtectionError(reply, 400, 'not_offered');
    }
    const now = ctx.now();
    db.transaction(() => {
      writeLimit(db, player.id, kind, changeLimit(readLimit(db, player.id, kind), value, now), now);
    }).immediate();
    return sendState(request, reply, player);
  });

  app.post('/api/protection/break', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const period = field(body(request), 'period');
    const profile = protectionProfileOf(player.casino_key);
    if (!period || !(profile.breaks as string[]).includes(period)) {
      return sendError(
        reply,
        400,
        'invalid_input',
        `period must be one of ${profile.breaks.join(', ')}`,
      );
    }
    const now = ctx.now();
    const until = breakUntil(period as BreakPeriod, now);
    const done = db
      .transaction((): boolean => {
        // the person, not the account: a break holds in every casino of this e-mail
        const accounts = accountsOf(db, player.email);
        const current = accounts.reduce<number | null>((longest, id) => {
          const held = activeBreak(db, id, now)?.until ?? null;
          return held !== null && (longest === null || held > longest) ? held : longest;
        }, null);
        if (!mayReplace(current, until)) return false;
        for (const id of accounts) saveBreak(db, id, period as BreakPeriod, until, now);
        revokeAccounts(db, accounts, now);
        return true;
      })
      .immediate();
    if (!done) return sendProtectionError(reply, 409, 'cannot_shorten');
    clearSessionCookie(request, reply);
    return reply.header('cache-control', 'no-store').send({ break: { until: iso(until) } });
  });

  app.post('/api/protection/exclusion', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const period = field(body(request), 'period');
    const profile = protectionProfileOf(player.casino_key);
    if (!period || !(profile.exclusions as string[]).includes(period)) {
      return sendError(
        reply,
        400,
        'invalid_input',
        `period must be one of ${profile.exclusions.join(', ')}`,
      );
    }
    const now = ctx.now();
    const until = exclusionUntil(period as ExclusionPeriod, now);
    const done = db
      .transaction((): boolean => {
        const current = activeExclusion(db, player.email, now);
        if (!mayReplace(current ? exclusionEnd(current) : null, until)) return false;
        const record = { until, endRequestedAt: null, endsAt: null };
        saveExclusion(db, player.email, period as ExclusionPeriod, record, now);
        // the person, not the account: every account with this e-mail, in every casino
        revokeAccounts(db, accountsOf(db, player.email), now);
        return true;
      })
      .immediate();
    if (!done) return sendProtectionError(reply, 409, 'cannot_shorten');
    clearSessionCookie(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .send({ exclusion: { until: iso(until), end_requested_at: null, ends_at: null } });
  });

  app.post('/api/protection/exclusion/end', writes, async (request, reply) => {
    const input = body(request);
    const username = field(input, 'username')?.trim().toLowerCase();
    const password = field(input, 'password');
    let player: PlayerRow | null | undefined;
    if (username === undefined && password === undefined) {
      player = playerOf(request, reply);
      if (!player) return reply;
    } else {
      if (!username || !USERNAME_RE.test(username) || !password || password.length > 200) {
        return sendError(reply, 400, 'invalid_input', 'username and password are required');
      }
      // checked like a login: the same work whether or not the account exists
      player = findPlayerByUsername(db, request.casino.key, username);
      const ok = await verifyPassword(password, player?.password_hash ?? (await getDummyHash()));
      if (!player || !ok) {
        return sendError(reply, 401, 'bad_credentials', 'Wrong username or password');
      }
    }
    const email = player.email;
    const now = ctx.now();
    const outcome = db
      .transaction(() => {
        const current = activeExclusion(db, email, now);
        if (!current) return 'not_excluded' as const;
        const ended = requestExclusionEnd(current, now);
        if (!ended) return 'not_indefinite' as const;
        saveExclusionEnd(db, email, ended);
        return ended;
      })
      .immediate();
    if (typeof outcome === 'string') return sendProtectionError(reply, 409, outcome);
    return reply.header('cache-control', 'no-store').send({
      exclusion: {
        until: null,
        end_requested_at: iso(outcome.endRequestedAt),
        ends_at: iso(outcome.endsAt),
      },
    });
  });

  app.get('/api/protection/history', reads, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const query = parseHistoryQuery(request.query, ctx.now());
    if (typeof query === 'string') return sendError(reply, 400, 'invalid_input', query);
    const catalogue = ctx.catalogueOf(request.casino);
    const entries = historyEntries(db, player.id, query, (shortname, provider) => {
      return catalogue.byKey.get(gameKey(shortname, provider))?.display_name ?? shortname;
    });
    return reply.header('cache-control', 'no-store').send({ entries });
  });
};
