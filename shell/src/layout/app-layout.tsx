import { useEffect } from 'react';
import { Outlet, useSessionStore, useTranslation } from '@parlor/shared';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { Footer } from './footer';
import { LoginModalHost } from '../auth/login-modal-host';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((s) => s.player !== null);

  // Spec section 4: guests get a guest marker on the app root.
  useEffect(() => {
    const root = document.getElementById('root');
    root?.classList.toggle('guest', !loggedIn);
    if (root) root.dataset.guest = String(!loggedIn);
  }, [loggedIn]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <Header />
      <div className="layout-body">
        <Sidebar />
        <main id="main" className="layout-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <LoginModalHost />
    </div>
  );
}
