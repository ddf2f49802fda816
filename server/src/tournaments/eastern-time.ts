// The controller's schedules are in the casino's server time, US Eastern (UTC-5, UTC-4 in
// daylight saving time): recurring runs start at the same wall-clock time on both sides of a change.
// The rule itself is @parlor/shared's, the browser's too.
import { serverTimeInstant, serverTimeOffset, serverWallClock } from '@parlor/shared/server';

/** ISO 8601 with the Eastern offset: 2026-03-08T20:00:00-04:00. */
export function toEasternIso(at: number): string {
  const w = serverWallClock(at);
  const offset = serverTimeOffset(at) / 60_000;
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
  const w = serverWallClock(at);
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
    starts.push(serverTimeInstant(year, month, day, hour, minute));
  }
  const previous = starts.filter((s) => s <= now).pop()!;
  const next = starts.find((s) => s > now)!;
  return { previous, next };
}
