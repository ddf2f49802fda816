import { useEffect } from 'react';
import { parlorBus, useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import { NavLink, uiStore, type LangCode } from '@parlor/shared/host';
import { Icon } from './icons';
import { offeredItems } from './menu-model';
import { useBalanceText } from '../player/use-balance-text';

/**
 * The mobile bottom launcher: Games, Promos, cashier with balance, My account, inbox, menu.
 * `onShown`: once it is on screen (the layout then prepares the pages it links to).
 */
export function LauncherBar({ onShown }: { onShown?: () => void }) {
  const { t } = useTranslation('shell');
  const config = useSessionStore((s) => s.config);
  const player = useSessionStore((s) => s.player);
  const balanceText = useBalanceText();
  const unread = useSessionStore((s) => s.unreadMessages);
  const language = useUiStore((s) => s.language);
  const shown = config !== null;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  if (!config) return null;
  const items = offeredItems(
    config.launcher[language.toUpperCase() as LangCode] ?? config.launcher.EN,
    config,
  );

  return (
    <nav className="launcher" aria-label={t('launcher.label')}>
      <ul>
        {items.map((item) => {
          if (!player && ['cashier', 'account', 'inbox'].includes(item.id)) return null;
          let extra = null;
          if (item.id === 'cashier') {
            extra = <span className="launcher-balance">{balanceText}</span>;
          }
          if (item.id === 'inbox' && unread) {
            extra = (
              <span className="badge" aria-label={t('header.inbox_unread', { count: unread })}>
                {unread}
              </span>
            );
          }
          const body = (
            <>
              <Icon name={item.icon} />
              <span className="launcher-label">{item.label}</span>
              {extra}
            </>
          );
          return (
            <li key={item.id}>
              {item.id === 'account' ? (
                <button type="button" onClick={() => uiStore.getState().openModal('profile')}>
                  {body}
                </button>
              ) : item.internal ? (
                <NavLink to={item.action} end={item.action === '/'}>
                  {body}
                </NavLink>
              ) : (
                <a href={item.action}>{body}</a>
              )}
            </li>
          );
        })}
        {!player && (
          <li>
            <button type="button" onClick={() => parlorBus.emit('auth:login-required', {})}>
              <Icon name="user" />
              <span className="launcher-label">{t('header.login')}</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" onClick={() => uiStore.getState().openModal('drawer')}>
            <Icon name="menu" />
            <span className="launcher-label">{t('launcher.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
