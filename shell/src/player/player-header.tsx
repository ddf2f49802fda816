import { useSessionStore, useTranslation, withBasePath } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { Icon } from '../layout/icons';
import { CashierTooltip } from './cashier-tooltip';
import { useBalanceText } from './use-balance-text';

/** The desktop quick-access bar (balance, deposit, inbox) and the profile button. */
export function PlayerHeader() {
  const { t } = useTranslation('shell');
  const config = useSessionStore((s) => s.config);
  const player = useSessionStore((s) => s.player);
  const balanceText = useBalanceText();
  const unread = useSessionStore((s) => s.unreadMessages);
  if (!config || !player) return null;

  return (
    <>
      <div className="quick-access" role="group" aria-label={t('header.quick_access')}>
        <span className="header-balance">
          <span className="visually-hidden">{t('header.balance')}: </span>
          <span data-testid="header-balance">{balanceText}</span>
        </span>
        <span className="tooltip-anchor">
          <a className="btn btn-primary" href={config.pages.cashier}>
            {t('header.deposit')}
          </a>
          <CashierTooltip />
        </span>
        <a
          className="icon-btn inbox-link"
          href={withBasePath('/dashboard/messagecenter', config.base_location)}
          aria-label={unread ? t('header.inbox_unread', { count: unread }) : t('header.inbox')}
        >
          <Icon name="mail" />
          {unread ? (
            <span className="badge" data-testid="inbox-count" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </a>
      </div>
      <button
        type="button"
        className="btn header-profile"
        aria-haspopup="dialog"
        // The visible first name is part of the accessible name (WCAG 2.5.3).
        aria-label={t('header.profile', { name: player.fname })}
        onClick={() => uiStore.getState().openModal('profile')}
      >
        <span
          aria-hidden="true"
          className="header-avatar"
          data-initial={player.fname.slice(0, 1)}
        />
        <span className="header-name">{player.fname}</span>
      </button>
    </>
  );
}
