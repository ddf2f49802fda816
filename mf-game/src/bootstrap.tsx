// Standalone mode: the game page on its own (dev and debugging), booted against the controller
// like the shell does, without the shell's layout. Open /?game=<slug>.
import { createRoot } from 'react-dom/client';
import '@parlor/shared/src/ui/tokens.css';
import {
  bootRuntime,
  BrowserRouter,
  getI18n,
  I18nextProvider,
  registerSharedNamespace,
} from '@parlor/shared';
import GamePage from './exposes/game-page';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  await registerSharedNamespace();
  try {
    await bootRuntime();
  } catch (error) {
    container.textContent = `The game remote could not boot: ${String(error)}`;
    return;
  }
  const slug = new URLSearchParams(window.location.search).get('game') ?? 'jackpot-steady-crown';
  createRoot(container).render(
    <I18nextProvider i18n={getI18n()}>
      <BrowserRouter>
        <GamePage params={{ gameslug: slug }} mode="real" />
      </BrowserRouter>
    </I18nextProvider>,
  );
}

void start();
