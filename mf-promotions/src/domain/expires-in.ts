import {
  type PromoScheduleValues,
  serverTimeInstant,
  serverWallClock,
  type ServerWallClock,
} from '@parlor/shared';

// Promo schedules are written in the casino's server time, US Eastern (@parlor/shared's rule).

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

type ServerDate = Pick<ServerWallClock, 'year' | 'month' | 'day' | 'weekday'>;

/** The server-time calendar day `days` after `date`. */
function addDays(date: ServerDate, days: number): ServerDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

const instantOf = (date: ServerDate, hh: number, mm: number) =>
  serverTimeInstant(date.year, date.month, date.day, hh, mm);

/**
 * When the promo's current run ends, or null when it shows no countdown (docs/promotions.md):
 * one_time ends at end_at; daily at end_time today (or tomorrow once passed); weekly at
 * weekly_end_time on the next listed weekday. Times are the casino's server time.
 */
export function promoEndsAt(
  schedule: PromoScheduleValues | null | undefined,
  now: number,
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
  const today = serverWallClock(now);
  if (kind === 'daily') {
    const end = instantOf(today, hh, mm);
    return end > now ? end : instantOf(addDays(today, 1), hh, mm);
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
      const end = instantOf(date, hh, mm);
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
