// The next daily spin opens at midnight in New York (the server's day), whatever the
// browser's time zone and across daylight saving changes.
const ZONE = 'America/New_York';

function zoneParts(at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds New York's wall clock is ahead of UTC at an instant (negative: behind). */
function offsetAt(at: number): number {
  const p = zoneParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of the next midnight in New York after `now`. */
export function nextNewYorkMidnight(now: number): number {
  const p = zoneParts(now);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1);
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
