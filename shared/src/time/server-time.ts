// The casino's server time: US Eastern (America/New_York). The controller's dates without an
// offset, its schedules and its "day" are in it, whatever the browser's zone. Written as the US
// daylight-time rule (since 2007) rather than read from Intl: building a formatter with a
// `timeZone` loads ICU's zone data, a long main-thread task on a phone's first screen.

/** The server's time zone, as IANA names it (for logs and for tests against Intl). */
export const SERVER_TIME_ZONE = 'America/New_York';

const HOUR = 3_600_000;
const STANDARD = -5 * HOUR;
const DAYLIGHT = -4 * HOUR;

/** The day of the month of a month's nth Sunday (1-based); `monthIndex` 0 = January. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * Milliseconds the server's wall clock is ahead of UTC at `at`: -4 h while daylight time runs
 * (second Sunday of March 02:00 EST = 07:00 UTC, to first Sunday of November 02:00 EDT = 06:00
 * UTC), else -5 h. Years before 2007 get today's rule too, not their own.
 */
export function serverTimeOffset(at: number): number {
  // The UTC year is the wall clock's one whenever the two differ (New Year's Eve, winter time).
  const year = new Date(at).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return at >= start && at < end ? DAYLIGHT : STANDARD;
}

/** A moment on the server's wall clock. */
export interface ServerWallClock {
  year: number;
  /** 1 = January */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

/** What the server's wall clock shows at `at`. */
export function serverWallClock(at: number): ServerWallClock {
  const d = new Date(at + serverTimeOffset(at));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/**
 * The instant of a server wall-clock time (month 1 = January; out-of-range fields roll over as in
 * Date.UTC). The hour the autumn change repeats means its first pass (daylight time); a time the
 * spring change skips moves on by the hour skipped (02:30 is 03:30 daylight time).
 */
export function serverTimeInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const asDaylight = wall - DAYLIGHT;
  return serverTimeOffset(asDaylight) === DAYLIGHT ? asDaylight : wall - STANDARD;
}
