import { type PromoScheduleValues, zoneOffset } from '@parlor/shared';

/** Promo schedules are written in the casino's server time: US Eastern. */
export const SERVER_TIME_ZONE = 'America/New_York';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface WallDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function wallDate(at: number, timeZone: string): WallDate {
  const d = new Date(at + zoneOffset(at, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

/** The instant of a wall-clock time in the zone (the offset is re-read around DST changes). */
function instantOf(date: WallDate, hh: number, mm: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month, date.day, hh, mm);
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  return at;
}

function addDays(date: WallDate, days: number): WallDate {
  const d = new Date(Date.UTC(date.year, date.month, date.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

/**
 * When the promo's current run ends, or null when it shows no countdown (docs/promotions.md):
 * one_time ends at end_at; daily at end_time today (or tomorrow once passed); weekly at
 * weekly_end_time on the next listed weekday. Times are the casino's server time.
 */
export function promoEndsAt(
  schedule: PromoScheduleValues | null | undefined,
  now: number,
  timeZone = SERVER_TIME_ZONE,
): number | null {
  if (!schedule || schedule.countdown === false) return null;
  const kind = schedule.repeat_param ?? (schedule.end_at ? 'one_time' : null);
  if (kind === 'one_time') {
    const end = schedule.end_at ? Date.parse(schedule.end_at) : NaN;
    return Number.isFinite(end) ? end : null;
  }
  const time = kind === 'daily' ? schedule.end_time : schedule.weekly_end_time;
  const m = HHMM.exec(time ?? '');
  if (!m) return null;
  const [hh, mm] = [Number(m[1]), Number(m[2])];
  const today = wallDate(now, timeZone);
  if (kind === 'daily') {
    const end = instantOf(today, hh, mm, timeZone);
    return end > now ? end : instantOf(addDays(today, 1), hh, mm, timeZone);
  }
  if (kind === 'weekly') {
    const days = new Set(
      (Array.isArray(schedule.recurrence?.[1]) ? schedule.recurrence[1] : []).map((d) =>
        WEEKDAYS.indexOf(String(d).toLowerCase()),
      ),
    );
    days.delete(-1);
    if (days.size === 0) return null;
    for (let i = 0; i <= 7; i++) {
      const date = addDays(today, i);
      if (!days.has(date.weekday)) continue;
      const end = instantOf(date, hh, mm, timeZone);
      if (end > now) return end;
    }
  }
  return null;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

export function remainingUntil(end: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: total === 0,
  };
}
