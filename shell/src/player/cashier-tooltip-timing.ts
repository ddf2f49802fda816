// Cashier tooltip (docs/product-rules.md, "Notifications and timings"): 3 s after load, hidden
// after 10 s, shown again only after more than 1440 minutes, only while the balance is under 5 and
// no notification is pending.
export const TOOLTIP_DELAY_MS = 3000;
export const TOOLTIP_VISIBLE_MS = 10_000;
export const TOOLTIP_INTERVAL_MS = 1440 * 60 * 1000;
export const LOW_BALANCE = 5;

export interface TooltipInput {
  balance: number | null | undefined;
  notificationsPending: number;
  /** when it last showed (ms since epoch), null if never */
  lastShownAt: number | null;
  now: number;
}

export function shouldShowCashierTooltip(input: TooltipInput): boolean {
  const { balance, notificationsPending, lastShownAt, now } = input;
  if (balance === null || balance === undefined || !(balance < LOW_BALANCE)) return false;
  if (notificationsPending > 0) return false;
  return lastShownAt === null || !(now - lastShownAt <= TOOLTIP_INTERVAL_MS);
}

export function parseShownAt(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isFinite(n) ? n : null;
}
