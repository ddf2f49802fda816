// The controller's schedules are in the casino's server time, US Eastern (UTC-5, UTC-4 in
// daylight saving time): recurring runs start at the same wall-clock time on both sides of a change.

export const SERVER_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function easternWallClock(at: number): WallClock {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday ?? 'Sun'),
  };
}

/** Minutes east of UTC of Eastern time at an instant: -300 or -240. */
export function easternOffsetMinutes(at: number): number {
  const w = easternWallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant of an Eastern wall-clock time (a time skipped by the spring change moves on). */
export function easternInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let at = guess - easternOffsetMinutes(guess) * 60_000;
  at = guess - easternOffsetMinutes(at) * 60_000;
  return at;
}

/** ISO 8601 with the Eastern offset: 2026-03-08T20:00:00-04:00. */
export function toEasternIso(at: number): string {
  const w = easternWallClock(at);
  const offset = easternOffsetMinutes(at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The Eastern calendar day `days` after the one of `at`, as year/month/day. */
export function easternDayPlus(
  at: number,
  days: number,
): { year: number; month: number; day: number } {
  const w = easternWallClock(at);
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The latest start at or before `now` and the next start after it of a run that starts at
 * `hour:minute` Eastern on the given weekdays (0 = Sunday; all days when empty).
 */
export function recurringStarts(
  now: number,
  hour: number,
  minute: number,
  weekdays: number[] = [],
): { previous: number; next: number } {
  const starts: number[] = [];
  for (let offset = -8; offset <= 8; offset++) {
    const { year, month, day } = easternDayPlus(now, offset);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekdays.length && !weekdays.includes(weekday)) continue;
    starts.push(easternInstant(year, month, day, hour, minute));
  }
  const previous = starts.filter((s) => s <= now).pop()!;
  const next = starts.find((s) => s > now)!;
  return { previous, next };
}
