import { useEffect, useState } from 'react';
import {
  formatMoney,
  Link,
  Modal,
  useSessionStore,
  useTranslation,
  useUiStore,
  withBasePath,
} from '@parlor/shared';
import { MISSING_AMOUNT, uiStore } from '@parlor/shared/host';
import { ACCOUNT_HISTORY_PATH } from '../protection/page/paths';
import { logout } from './logout';
import { refreshBalance } from './player-sync';

/** The side panel closes after a 200 ms delay (docs/product-rules.md, timings). */
export const SIDE_PANEL_CLOSE_MS = 200;

/**
 * Name, VIP level and class, balances, cashier links and the dashboard (docs/product-rules.md,
 * "Routes").
 */
export function ProfilePanel() {
  const { t } = useTranslation('shell');
  const config = useSessionStore((s) => s.config);
  const player = useSessionStore((s) => s.player);
  const balances = useSessionStore((s) => s.balances ?? s.player?.balances ?? null);
  const language = useUiStore((s) => s.language);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    void refreshBalance();
  }, []);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => uiStore.getState().closeModal('profile'), SIDE_PANEL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  if (!config || !player) return null;
  const currency = balances?.currency_code ?? player.currency_code ?? config.currency;
  const money = (value: number | null | undefined) => formatMoney(value, currency, language);
  const rows: [string, string][] = [
    [t('profile.balance'), money(balances?.balance)],
    [t('profile.withdrawable'), money(balances?.withdrawable)],
    [t('profile.playthrough'), money(balances?.playthrough)],
    [t('profile.bonus'), money(balances?.bonus)],
  ];
  if (!config.is_fusion) {
    const points = balances?.comp_points;
    rows.push([
      t('profile.comp_points'),
      points === null || points === undefined
        ? MISSING_AMOUNT
        : new Intl.NumberFormat(language).format(points),
    ]);
  }
  const cashier = config.pages.cashier;

  return (
    <Modal
      title={t('profile.title')}
      closeLabel={t('profile.close')}
      onClose={() => setClosing(true)}
      className={`side-panel${closing ? ' side-panel-closing' : ''}`}
    >
      <h2 className="profile-name">
        {player.fname} {player.lname}
      </h2>
      <p className="profile-class">
        {player.class_vip_level > 0 && (
          <span className="profile-vip">
            {t('profile.vip_level', { level: player.class_vip_level })}
          </span>
        )}
        <span className="badge-class">{player.class_display_name}</span>
      </p>
      <h3>{t('profile.balances')}</h3>
      <dl className="profile-balances">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="profile-actions">
        <a className="btn btn-primary" href={cashier}>
          {t('profile.deposit')}
        </a>
        <a className="btn" href={`${cashier.replace(/\/$/, '')}/withdrawals`}>
          {t('profile.cashout')}
        </a>
        <a className="btn" href={withBasePath('/dashboard/', config?.base_location)}>
          {t('profile.dashboard')}
        </a>
        <Link className="btn" to={ACCOUNT_HISTORY_PATH} onClick={() => setClosing(true)}>
          {t('responsible.history.title')}
        </Link>
        <button type="button" className="btn" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      </div>
    </Modal>
  );
}
