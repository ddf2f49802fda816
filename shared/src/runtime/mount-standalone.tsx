import type { ReactNode } from 'react';
import { I18nextProvider } from '../i18n/react-i18n';
import { getI18n } from '../i18n/parlor-i18n';
import { registerSharedNamespace } from '../i18n/register-shared-namespace';
import { BrowserRouter } from '../routing/router';
import { bootRuntime } from './boot-runtime';
import { adoptOwnFederationInstance } from './standalone-federation';

/**
 * A remote's standalone page (development and debugging): boots against the controller like the
 * shell does, then renders the remote's page without the shell's layout.
 */
export async function mountStandalone(name: string, render: () => ReactNode): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  await registerSharedNamespace();
  adoptOwnFederationInstance();
  try {
    await bootRuntime();
  } catch (error) {
    container.textContent = `${name} could not boot: ${String(error)}`;
    return;
  }
  // Asked for here, not at the top: the shell's boot imports this package before React DOM is in,
  // and a static import would make the boot's first request wait for it.
  const { createRoot } = await import('react-dom/client');
  createRoot(container).render(
    <I18nextProvider i18n={getI18n()}>
      <BrowserRouter>{render()}</BrowserRouter>
    </I18nextProvider>,
  );
}
