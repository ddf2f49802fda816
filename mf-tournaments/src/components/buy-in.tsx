import {
  formatMoney,
  type Tournament,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import './buy-in.css';

/** The tournament's buy-in ("Buy-in: $5.00"), or "Buy-in: Free" when it has none. */
export function BuyIn({ tournament, as = 'span' }: { tournament: Tournament; as?: 'span' | 'p' }) {
  const { t } = useTranslation('tournaments');
  const lang = useUiStore((s) => s.language);
  const currency = useSessionStore((s) => s.config?.currency ?? 'USD');
  const buyIn = tournament.buy_in ?? 0;
  const Tag = as;
  return (
    <Tag className="tournament-buy-in">
      {t('card.buy_in')}:{' '}
      <strong>{buyIn > 0 ? formatMoney(buyIn, currency, lang) : t('card.free')}</strong>
    </Tag>
  );
}
