import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  getParlorRuntime,
  RemoteOutlet,
  parlorBus,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { Outlet, selectIsModalOpen } from '@parlor/shared/host';
import type { BootPreview } from '@parlor/shared/host';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { Footer } from './footer';
import { LoginModalHost } from '../auth/login-modal-host';
import { NotificationHost } from '../notifications/notification-host';
import { openLiveChatLazily } from '../livechat/open-live-chat';
import { FreeSpinsOutlet } from '../remotes/free-spins-outlet';
import { StickyBannerOutlet } from '../remotes/sticky-banner-outlet';
import { useNavigationPrefetch } from './use-navigation-prefetch';
import { SessionProtection } from '../protection/session/session-protection';
import { PageSkeleton } from '../routes/remote-route';

// What first paint does not need comes in its own chunks.
const PlayerExtras = lazy(() =>
  import(/* webpackChunkName: "player" */ '../player/player-extras').then((m) => ({
    default: m.PlayerExtras,
  })),
);
const ProfilePanel = lazy(() =>
  import(/* webpackChunkName: "profile-panel" */ '../player/profile-panel').then((m) => ({
    default: m.ProfilePanel,
  })),
);
const MobileDrawer = lazy(() =>
  import(/* webpackChunkName: "drawer" */ './mobile-drawer').then((m) => ({
    default: m.MobileDrawer,
  })),
);
const LauncherBar = lazy(() =>
  import(/* webpackChunkName: "launcher" */ './launcher-bar').then((m) => ({
    default: m.LauncherBar,
  })),
);
const PwaPrompt = lazy(() =>
  import(/* webpackChunkName: "pwa" */ '../pwa/pwa-prompt').then((m) => ({
    default: m.PwaPrompt,
  })),
);

// Only a browser that opened a preview link loads the bar (docs/deploying.md, "Preview links").
const PreviewBar = lazy(() =>
  import(/* webpackChunkName: "preview-bar" */ '../preview/preview-bar').then((m) => ({
    default: m.PreviewBar,
  })),
);

/** The release preview this browser is on, from the boot info. */
function bootPreview(): BootPreview | undefined {
  try {
    return getParlorRuntime().boot.preview;
  } catch {
    return undefined;
  }
}

const SMALL = '(max-width: 799px)';

function watchSmallScreen(onChange: () => void): () => void {
  const query = window.matchMedia?.(SMALL);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isSmallScreen = () => window.matchMedia?.(SMALL).matches ?? false;
// the server knows no screen: it renders, and hydration renders, neither part
const onServer = () => false;

/**
 * Below the 800 px breakpoint (docs/product-rules.md, "Routes"): launcher bar and install prompt.
 */
function useSmallScreen(): boolean {
  return useSyncExternalStore(watchSmallScreen, isSmallScreen, onServer);
}

/**
 * What only a small screen shows, in a component of its own: after hydration only this part
 * renders again with the browser's screen, not the layout.
 */
function SmallScreenParts({ loggedIn }: { loggedIn: boolean }) {
  const small = useSmallScreen();
  // the launcher bar comes in a chunk of its own: its links are prepared once it is there
  const [launcherShown, setLauncherShown] = useState(false);
  const onLauncherShown = useCallback(() => setLauncherShown(true), []);
  useNavigationPrefetch(loggedIn, small && launcherShown);
  if (!small) return null;
  return (
    <Suspense fallback={null}>
      <LauncherBar onShown={onLauncherShown} />
      <PwaPrompt />
    </Suspense>
  );
}

export function AppLayout() {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((s) => s.player !== null);
  const profileOpen = useUiStore(selectIsModalOpen('profile'));
  const drawerOpen = useUiStore(selectIsModalOpen('drawer'));
  const [preview] = useState(bootPreview);

  // Guests get a guest marker on the app root (styles and tests tell the two apart).
  useEffect(() => {
    const root = document.getElementById('root');
    root?.classList.toggle('guest', !loggedIn);
    if (root) root.dataset.guest = String(!loggedIn);
  }, [loggedIn]);

  useEffect(() => parlorBus.on('livechat:open', openLiveChatLazily), []);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      {preview && (
        <Suspense fallback={null}>
          <PreviewBar preview={preview} />
        </Suspense>
      )}
      <Header />
      <div className="layout-body">
        <Sidebar />
        <main id="main" className="layout-main" tabIndex={-1}>
          <Suspense fallback={null}>{loggedIn && <PlayerExtras />}</Suspense>
          {loggedIn && <SessionProtection />}
          {/* a route waits here for its module (useModuleBeforeNavigation): the previous page
              stays through a navigation, a first render shows the skeleton */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <NotificationHost />
      <LoginModalHost />
      <RemoteOutlet remote="mf_lobby" expose="./SearchModalHost" optional />
      <FreeSpinsOutlet />
      <StickyBannerOutlet />
      <Suspense fallback={null}>
        {profileOpen && loggedIn && <ProfilePanel />}
        {drawerOpen && <MobileDrawer />}
      </Suspense>
      <SmallScreenParts loggedIn={loggedIn} />
    </div>
  );
}
