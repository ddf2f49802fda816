// Dates of the controller without an offset are in the casino's server time, US Eastern
// (docs/controller.md, "Tournaments"): "2026-03-08 20:00:00" is 20:00 in New York that day.
import { serverTimeInstant } from '../time/server-time';

const WALL_CLOCK = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?)?$/;
const WITH_ZONE = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)$/i;

/**
 * An ISO 8601 instant for a date of the controller: one with an offset (or Z) is kept, one
 * without is read in server time, a space for the `T` is accepted; '' when it is not a date.
 */
export function serverTimeToIso(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (WITH_ZONE.test(text.replace(' ', 'T'))) {
    const iso = text.replace(' ', 'T');
    return Number.isFinite(Date.parse(iso)) ? iso : '';
  }
  const m = WALL_CLOCK.exec(text);
  if (!m) return '';
  const [year, month, day, hour, minute, second] = m
    .slice(1)
    .map((part) => Number(part ?? '0')) as [number, number, number, number, number, number];
  // a calendar date and a time of day that exist (no 2026-13-45, no 25:00)
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return '';
  }
  return new Date(serverTimeInstant(year, month, day, hour, minute, second)).toISOString();
}
