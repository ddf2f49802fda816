import { lazy, Suspense } from 'react';
import {
  Link,
  parlorBus,
  useSessionStore,
  useAfterFirstScreen,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { Icon } from './icons';
import { useOpenSearch } from '../search/use-open-search';

// Players only: guests never download it.
const PlayerHeader = lazy(() =>
  import(/* webpackChunkName: "player" */ '../player/player-header').then((m) => ({
    default: m.PlayerHeader,
  })),
);

const HeaderWidgets = lazy(() =>
  import(/* webpackChunkName: "header-widgets" */ './header-widgets').then((m) => ({
    default: m.HeaderWidgets,
  })),
);

/** Logo, menu and search buttons, then the login pair for guests or the player's bar. */
export function Header() {
  const { t } = useTranslation('shell');
  const openSearch = useOpenSearch();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const theme = useUiStore((s) => s.theme);
  // the widgets are not first-screen content: they come once it has painted
  const widgets = useAfterFirstScreen();
  if (!config) return null;
  const logo = theme === 'dark' ? config.casino_logo_dark : config.casino_logo_light;

  return (
    <header className="header">
      <button
        type="button"
        className="icon-btn header-menu"
        aria-label={t('header.open_menu')}
        onClick={() => uiStore.getState().openModal('drawer')}
      >
        <Icon name="menu" />
      </button>
      {/* the logo shows the casino's name: the link's name starts with it (WCAG 2.5.3) */}
      <Link
        to="/"
        className="header-logo"
        aria-label={t('header.home', { name: config.casino_name })}
      >
        <img src={logo} alt={config.casino_name} width={140} height={36} />
      </Link>
      {/* before search: when the widgets arrive they take the free space, nothing moves */}
      {widgets && (
        <Suspense fallback={null}>
          <HeaderWidgets />
        </Suspense>
      )}
      <button
        type="button"
        className="icon-btn header-search"
        aria-label={t('header.search')}
        onClick={openSearch}
      >
        <Icon name="search" />
      </button>
      <div className="header-actions">
        {loggedIn ? (
          <Suspense fallback={null}>
            <PlayerHeader />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => parlorBus.emit('auth:login-required', {})}
            >
              {t('header.login')}
            </button>
            <a className="btn header-signup" href={config.pages.signup}>
              {t('header.signup')}
            </a>
          </>
        )}
      </div>
    </header>
  );
}
