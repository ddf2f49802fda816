import type { CasinoConfig } from '@parlor/shared';

/** One organisation that helps with gambling problems, ready to show. */
export interface HelpLine {
  name: string;
  /** its web address; null when the config gave none we can link to */
  url: string | null;
  phone: string | null;
  /** the phone as a tel: address; null without dialable digits */
  tel: string | null;
}

/** A web address, or null: an operator's value never becomes a javascript: or data: link. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** A phone number as a tel: address (its digits and a leading +). */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/**
 * The casino profile's help contacts (`config.protection.help`, docs/player-protection.md). A
 * controller other than the reference one may send no profile, no help or odd entries: those
 * read as fewer contacts, never as an error.
 */
export function helpContactsOf(config: Pick<CasinoConfig, 'protection'> | null): HelpLine[] {
  const help: unknown = config?.protection?.help;
  if (!Array.isArray(help)) return [];
  return help.flatMap((entry: unknown): HelpLine[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, url, phone } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return [];
    const number = typeof phone === 'string' && phone.trim() ? phone.trim() : null;
    return [
      {
        name: name.trim(),
        url: webAddress(url),
        phone: number,
        tel: number ? telHref(number) : null,
      },
    ];
  });
}
