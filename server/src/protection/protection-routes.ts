// The player protection routes (docs/controller.md, "Player protection"), a Fastify plugin: the
// player's state, the reality check, limits, a break, a self-exclusion and its end, the history.
// JSON in and out, the session's player only (the exclusion's end takes the account's password
// instead: an excluded player cannot log in). A cross-site POST or PUT never reaches them
// (security/same-origin.ts); each is rate-limited per IP like the account routes.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/types';
import { clearSessionCookie } from '../auth/sessions';
import { accountByPassword, namesCredentials } from '../auth/credentials';
import { gameKey } from '../catalogue/generate-catalogue';
import type { PlayerRow } from '../db/players';
import { field, sendError } from '../http';
import { markToolsSeen } from '../people/persons';
import {
  activeBreak,
  activeExclusion,
  readExclusion,
  revokePerson,
  saveBreak,
  saveExclusion,
  saveExclusionEnd,
} from './access-store';
import { historyEntries, parseHistoryQuery } from './history';
import { changeLimit, confirmLimit, isLimitKind, validLimitValue } from './limit-rules';
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
  currentPlaySession,
  readLimit,
  saveInterval,
  saveNextCheck,
  writeLimit,
} from './protection-store';
import { idleMsOf } from './refusals';
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

  const sendState = (_request: FastifyRequest, reply: FastifyReply, player: PlayerRow) =>
    reply.header('cache-control', 'no-store').send(protectionState(db, player, ctx.now()));

  /** The person's play session in progress (any device, any casino), or null. */
  const sessionOf = (player: PlayerRow, now: number) =>
    currentPlaySession(db, player.person_id, now, idleMsOf(player.casino_key));

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
    if (!profile.reality_check) return sendProtectionError(reply, 400, 'not_offered');
    const now = ctx.now();
    const session = sessionOf(player, now);
    if (session) {
      const interval = realityInterval(profile, chosenInterval(db, player.person_id));
      saveNextCheck(db, session, nextAfterContinue(interval, now));
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
      const session = sessionOf(player, now);
      const before = realityInterval(profile, chosenInterval(db, player.person_id));
      saveInterval(db, player.person_id, value, now);
      if (session) {
        const dueAt = realityDueAt(before, session.startedAt, session.nextCheckAt);
        saveNextCheck(db, session, nextAfterIntervalChange(value, dueAt, now));
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
      const current = readLimit(db, player.person_id, kind);
      writeLimit(db, player.person_id, kind, changeLimit(current, value, now), now);
    }).immediate();
    return sendState(request, reply, player);
  });

  // a raise applies only once the player confirms it, after its 24 hours (until then the lower
  // limit holds)
  app.post('/api/protection/limits/confirm', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    const kind = body(request)?.kind;
    if (!isLimitKind(kind)) {
      return sendError(reply, 400, 'invalid_input', 'expected JSON { "kind": a limit kind }');
    }
    const now = ctx.now();
    const confirmed = db
      .transaction((): boolean => {
        const next = confirmLimit(readLimit(db, player.person_id, kind), now);
        if (next) writeLimit(db, player.person_id, kind, next, now);
        return next !== null;
      })
      .immediate();
    if (!confirmed) return sendProtectionError(reply, 409, 'nothing_to_confirm');
    return sendState(request, reply, player);
  });

  // the responsible gaming tools were shown to the player (before the first stake, MGA)
  app.post('/api/protection/tools-seen', writes, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    markToolsSeen(db, player.person_id, ctx.now());
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
        // the person, not the account: a break holds in every casino of the operator
        const current = activeBreak(db, player.person_id, now)?.until ?? null;
        if (!mayReplace(current, until)) return false;
        saveBreak(db, player.person_id, period as BreakPeriod, until, now);
        revokePerson(db, player.person_id, now);
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
        const current = activeExclusion(db, player.person_id, now);
        if (!mayReplace(current ? exclusionEnd(current, now) : null, until)) return false;
        const record = {
          profile: profile.profile,
          startedAt: now,
          until,
          endRequestedAt: null,
          endsAt: null,
        };
        saveExclusion(db, player.person_id, period as ExclusionPeriod, record);
        // the person, not the account: every account, in every casino
        revokePerson(db, player.person_id, now);
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
    const player = namesCredentials(input)
      ? (await accountByPassword(db, request, reply))?.player
      : playerOf(request, reply);
    if (!player) return reply;
    const personId = player.person_id;
    const reason = field(input, 'reason')?.trim().slice(0, 1000) || undefined;
    const now = ctx.now();
    const outcome = db
      .transaction(() => {
        const current = readExclusion(db, personId);
        if (!current) return { code: 'not_excluded' as const };
        const ended = requestExclusionEnd(current, now, reason);
        if ('code' in ended) return ended;
        saveExclusionEnd(db, personId, ended, reason ?? null);
        return ended;
      })
      .immediate();
    if ('code' in outcome) {
      const status = outcome.code === 'reason_required' ? 400 : 409;
      const until = 'until' in outcome ? outcome.until : undefined;
      return sendProtectionError(reply, status, outcome.code, until);
    }
    return reply.header('cache-control', 'no-store').send({
      exclusion: {
        until: iso(outcome.until),
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
    const entries = historyEntries(db, player.person_id, query, (shortname, provider) => {
      return catalogue.byKey.get(gameKey(shortname, provider))?.display_name ?? shortname;
    });
    return reply.header('cache-control', 'no-store').send({ entries });
  });
};
