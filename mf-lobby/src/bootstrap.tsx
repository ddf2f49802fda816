// Standalone mode: the lobby on its own page (dev and debugging), booted against the
// controller like the shell does, without the shell's layout.
import { createRoot } from 'react-dom/client';
import '@parlor/shared/src/ui/tokens.css';
import {
  bootRuntime,
  BrowserRouter,
  getI18n,
  I18nextProvider,
  registerSharedNamespace,
} from '@parlor/shared';
import HomePage from './exposes/home-page';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  await registerSharedNamespace();
  try {
    await bootRuntime();
  } catch (error) {
    container.textContent = `The lobby could not boot: ${String(error)}`;
    return;
  }
  createRoot(container).render(
    <I18nextProvider i18n={getI18n()}>
      <BrowserRouter>
        <HomePage />
      </BrowserRouter>
    </I18nextProvider>,
  );
}

void start();
