import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition, StrictMode } from 'react';
import '@parlor/shared/tokens.css';
import './layout/layout.css';
import {
  readInlineBoot,
  registerSharedNamespace,
  setHydrationGate,
  setRenderedUi,
  setServerRenderedModules,
} from '@parlor/shared/host';
import { nextTask } from './boot/next-task';
import { handOnEarlyClicks } from './boot/early-clicks';
import { followLinksPlainly } from './boot/plain-links';
import { whenBooted, whenLanguageApplied } from './boot/start-boot';
import { reportHydrationError } from './boot/hydration-errors';
import { registerShellNamespace } from './i18n/register-shell-namespace';
import { applyInitialTheme } from './prefs/theme';

// Before the first render: the theme of the visitor's cookie or system (the server set the
// cookie's on the page already).
applyInitialTheme();

// English strings are bundled and added synchronously, so the first render is translated.
void registerSharedNamespace();
void registerShellNamespace();

// The app's own modules (layout, routes, player, ...) are evaluated in the next task, not in
// this one with React's: each stays short enough for the page to answer input in between. In
// this file's chunk ("eager"): no request of their own.
async function loadRoot() {
  await nextTask();
  return (await import(/* webpackMode: "eager" */ './root')).Root;
}

const container = document.getElementById('root');
const render = readInlineBoot()?.render ?? null;
if (container && container.hasAttribute('data-ssr') && render) {
  // The server rendered the first screen (docs/server-rendering.md): React hydrates it, keeping
  // every node, in a transition (sliced, a click hydrates its part first), as soon as the app's
  // code and the page's strings are in. It renders what the server did: its theme and language
  // (the browser's own come in the next render), and each remote outlet once boot, its module and
  // its first data are in, the server's markup on screen until then.
  setRenderedUi({ theme: render.theme, language: render.lang });
  setServerRenderedModules(render.modules);
  setHydrationGate(whenBooted());
  followLinksPlainly(container, whenBooted());
  void Promise.all([loadRoot(), whenLanguageApplied()]).then(([Root]) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Root serverRendered />
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    });
    handOnEarlyClicks();
  });
} else if (container) {
  // no render the page can hydrate (a player's page, or markup without its render's data): React
  // renders the root afresh, and a link clicked meanwhile is followed
  const root = createRoot(container);
  void loadRoot().then((Root) => {
    startTransition(() =>
      root.render(
        <StrictMode>
          <Root />
        </StrictMode>,
      ),
    );
    handOnEarlyClicks({ replay: false });
  });
}
