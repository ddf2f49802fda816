import {
  parseShownAt,
  shouldShowCashierTooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_INTERVAL_MS,
  TOOLTIP_VISIBLE_MS,
} from './cashier-tooltip-timing';

const now = 10_000_000_000;
const base = { balance: 2.5, notificationsPending: 0, lastShownAt: null, now };

describe('cashier tooltip timing', () => {
  it('shows 3 s after load for 10 s', () => {
    expect(TOOLTIP_DELAY_MS).toBe(3000);
    expect(TOOLTIP_VISIBLE_MS).toBe(10_000);
  });
  it('shows only under a balance of 5', () => {
    expect(shouldShowCashierTooltip(base)).toBe(true);
    expect(shouldShowCashierTooltip({ ...base, balance: 5 })).toBe(false);
    expect(shouldShowCashierTooltip({ ...base, balance: 4.99 })).toBe(true);
    expect(shouldShowCashierTooltip({ ...base, balance: null })).toBe(false);
  });
  it('waits while a notification is pending', () => {
    expect(shouldShowCashierTooltip({ ...base, notificationsPending: 1 })).toBe(false);
  });
  it('shows again only after more than 1440 minutes', () => {
    expect(TOOLTIP_INTERVAL_MS).toBe(1440 * 60 * 1000);
    expect(shouldShowCashierTooltip({ ...base, lastShownAt: now - TOOLTIP_INTERVAL_MS })).toBe(
      false,
    );
    expect(shouldShowCashierTooltip({ ...base, lastShownAt: now - TOOLTIP_INTERVAL_MS - 1 })).toBe(
      true,
    );
    expect(shouldShowCashierTooltip({ ...base, lastShownAt: now - 60_000 })).toBe(false);
  });
  it('reads the stored time', () => {
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('abc')).toBeNull();
    expect(parseShownAt('123')).toBe(123);
  });
});
