import { useEffect } from 'react';
import {
  formatMoney,
  getGamesByShortname,
  useCatalogueData,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { uiStore, type NotificationEntry } from '@parlor/shared/host';
import { NOTIFICATION_DISMISS_MS } from './notification-queue';
import { LOW_BALANCE } from '../player/cashier-tooltip-timing';

function useGameName(slug: string | undefined): string | null {
  const { data } = useCatalogueData(slug ? `shell:game-name:${slug}` : null, () =>
    getGamesByShortname(slug ?? '').then((games) => games[0]?.display_name ?? null),
  );
  return data ?? null;
}

export function Toast({ entry }: { entry: NotificationEntry }) {
  const { t } = useTranslation('shell');
  const cashier = useSessionStore((s) => s.config?.pages.cashier);
  const currency = useSessionStore(
    (s) => s.balances?.currency_code ?? s.player?.currency_code ?? s.config?.currency ?? 'USD',
  );
  const language = useUiStore((s) => s.language);
  const game = useGameName(entry.kind === 'favorite_add' ? entry.gameslug : undefined);
  const dismiss = () => uiStore.getState().dismissNotification(entry.id);

  useEffect(() => {
    const timer = setTimeout(
      () => uiStore.getState().dismissNotification(entry.id),
      NOTIFICATION_DISMISS_MS,
    );
    return () => clearTimeout(timer);
  }, [entry.id]);

  let text: string;
  if (entry.kind === 'lowbalance') {
    text = t('notify.lowbalance', { amount: formatMoney(LOW_BALANCE, currency, language) });
  } else if (entry.kind === 'favorite_add') {
    text =
      game || entry.gameslug
        ? t('notify.favorite_add', { game: game ?? entry.gameslug })
        : t('notify.favorite_add_plain');
  } else {
    text = t(`notify.${entry.kind}`);
  }

  return (
    <div className={`toast toast-${entry.kind}`} data-kind={entry.kind}>
      <p>{text}</p>
      {entry.kind === 'lowbalance' && cashier && (
        <a className="btn btn-primary" href={cashier}>
          {t('notify.deposit')}
        </a>
      )}
      <button type="button" className="icon-btn" aria-label={t('notify.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
