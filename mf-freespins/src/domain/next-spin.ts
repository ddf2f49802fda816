import { serverTimeInstant, serverWallClock } from '@parlor/shared';

// The next daily spin opens at midnight in New York (the server's day), whatever the
// browser's time zone and across daylight saving changes (a 23- or 25-hour day).

/** The instant of the next midnight in New York after `now`. */
export function nextNewYorkMidnight(now: number): number {
  const today = serverWallClock(now);
  return serverTimeInstant(today.year, today.month, today.day + 1, 0, 0);
}

/** HH:MM:SS until the next spin (never negative). */
export function countdownText(now: number): string {
  const total = Math.max(0, Math.ceil((nextNewYorkMidnight(now) - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
