// Jackpot multipliers (docs/product-rules.md, "Lobby lists"): when a multiplier is active and what
// a tile shows. Schedules are in server time, US Eastern (@parlor/shared's rule).
import { serverWallClock, type Game, type JackpotMultiplier } from '@parlor/shared';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface ServerTime {
  /** lowercase English weekday name */
  weekday: string;
  /** minutes since midnight, server time */
  minutes: number;
}

/** Weekday and time of day of `instant` in server time (US Eastern). */
export function serverTime(instant: Date): ServerTime {
  const clock = serverWallClock(instant.getTime());
  return {
    weekday: WEEKDAYS[clock.weekday] as string,
    minutes: clock.hour * 60 + clock.minute,
  };
}

function parseHhMm(value: string | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/**
 * Active when there is no schedule; one_time inside [start_at, end_at]; daily inside the HH:MM
 * range (both ends inclusive to the minute, a range past midnight wraps); weekly on a listed
 * weekday. Anything malformed is inactive.
 */
export function isMultiplierActive(multiplier: JackpotMultiplier, now: Date): boolean {
  const schedule = multiplier.schedule;
  if (!schedule) return true;
  switch (schedule.repeat_param) {
    case 'one_time': {
      const start = Date.parse(schedule.start_at ?? '');
      const end = Date.parse(schedule.end_at ?? '');
      if (Number.isNaN(start) || Number.isNaN(end)) return false;
      return now.getTime() >= start && now.getTime() <= end;
    }
    case 'daily': {
      const start = parseHhMm(schedule.start_time);
      const end = parseHhMm(schedule.end_time);
      if (start === null || end === null) return false;
      const { minutes } = serverTime(now);
      return start <= end ? minutes >= start && minutes <= end : minutes >= start || minutes <= end;
    }
    case 'weekly': {
      const days = schedule.recurrence?.[1];
      if (!Array.isArray(days)) return false;
      const { weekday } = serverTime(now);
      return days.some((d) => String(d).toLowerCase() === weekday);
    }
    default:
      return false;
  }
}

export type JackpotTag = 'multiplied' | 'boosted' | null;

export interface JackpotDisplay {
  /** what the tile shows */
  amount: number;
  /** the jackpot before any multiplier */
  base: number;
  tag: JackpotTag;
}

/**
 * What a tile shows for a game's jackpot: nothing when the jackpot is zero or less; an active
 * multiplier shows amount × value (Multiplied), an active boost amount + value (Boosted).
 */
export function jackpotDisplay(
  game: Pick<Game, 'jackpot' | 'jackpot_multiplier'>,
  now: Date,
): JackpotDisplay | null {
  const base = Number(game.jackpot);
  if (!Number.isFinite(base) || base <= 0) return null;
  const m = game.jackpot_multiplier;
  const value = Number(m?.multipliers?.value);
  if (!m || !Number.isFinite(value) || !isMultiplierActive(m, now)) {
    return { amount: base, base, tag: null };
  }
  if (m.type === 'multiplier') {
    return { amount: Math.round(base * value * 100) / 100, base, tag: 'multiplied' };
  }
  if (m.type === 'boosted') {
    return { amount: Math.round((base + value) * 100) / 100, base, tag: 'boosted' };
  }
  return { amount: base, base, tag: null };
}

/** The jackpot a list sorts and sums by: what the tile shows, 0 when nothing is shown. */
export function effectiveJackpot(
  game: Pick<Game, 'jackpot' | 'jackpot_multiplier'>,
  now: Date,
): number {
  return jackpotDisplay(game, now)?.amount ?? 0;
}
