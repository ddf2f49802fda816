import { useEffect, useState } from 'react';
import { STORAGE_KEYS, useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import {
  parseShownAt,
  shouldShowCashierTooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_VISIBLE_MS,
} from './cashier-tooltip-timing';

function readShownAt(): number | null {
  try {
    return parseShownAt(localStorage.getItem(STORAGE_KEYS.cashierTooltipShownAt));
  } catch {
    return null;
  }
}

/** 3 s after load, for 10 s, at most once per 1440 minutes, while the balance is under 5. */
export function CashierTooltip() {
  const { t } = useTranslation('shell');
  const balance = useSessionStore((s) => (s.balances ?? s.player?.balances)?.balance);
  const pending = useUiStore((s) => s.notifications.length);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const show = setTimeout(() => {
      if (
        !shouldShowCashierTooltip({
          balance,
          notificationsPending: pending,
          lastShownAt: readShownAt(),
          now: Date.now(),
        })
      ) {
        return;
      }
      try {
        localStorage.setItem(STORAGE_KEYS.cashierTooltipShownAt, String(Date.now()));
      } catch {
        // Without storage it may show again on the next visit: harmless.
      }
      setVisible(true);
    }, TOOLTIP_DELAY_MS);
    return () => clearTimeout(show);
  }, [balance, pending]);

  useEffect(() => {
    if (!visible) return;
    const hide = setTimeout(() => setVisible(false), TOOLTIP_VISIBLE_MS);
    return () => clearTimeout(hide);
  }, [visible]);

  if (!visible) return null;
  return (
    <span className="cashier-tooltip" role="status">
      {t('tooltip.cashier')}
    </span>
  );
}
