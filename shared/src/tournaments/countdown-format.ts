import type { Lang } from '../types/entities';
import { countdownParts } from './tournament-status';

// Countdown units in the four countdown languages (EN, FR, DE, ES).
const UNITS: Record<Lang, [string, string, string, string]> = {
  en: ['d', 'h', 'm', 's'],
  de: [' T', ' Std.', ' Min.', ' Sek.'],
  es: ['d', 'h', 'min', 's'],
  fr: ['j', 'h', 'min', 's'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "2d 03h 04m 05s" in English; days are left out when none are left. */
export function formatCountdown(ms: number, lang: Lang): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const [d, h, m, s] = UNITS[lang] ?? UNITS.en;
  const parts = [`${pad(hours)}${h}`, `${pad(minutes)}${m}`, `${pad(seconds)}${s}`];
  if (days > 0) parts.unshift(`${days}${d}`);
  return parts.join(' ');
}
