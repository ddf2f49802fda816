import { zoneOffset } from '@parlor/shared';

// The next daily spin opens at midnight in New York (the server's day), whatever the
// browser's time zone and across daylight saving changes.
const ZONE = 'America/New_York';

const offsetAt = (at: number) => zoneOffset(at, ZONE);

/** The instant of the next midnight in New York after `now`. */
export function nextNewYorkMidnight(now: number): number {
  const wall = new Date(now + offsetAt(now));
  const wallMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  // The offset at midnight itself may differ from now's (DST): settle it in two passes.
  let guess = wallMidnight - offsetAt(now);
  guess = wallMidnight - offsetAt(guess);
  return guess;
}

/** HH:MM:SS until the next spin (never negative). */
export function countdownText(now: number): string {
  const total = Math.max(0, Math.ceil((nextNewYorkMidnight(now) - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
