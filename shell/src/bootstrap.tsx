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
import { whenBooted, whenFirstScreenReady } from './boot/start-boot';
import { reportHydrationError } from './boot/hydration-errors';
import { registerShellNamespace } from './i18n/register-shell-namespace';
import { applyInitialTheme } from './prefs/theme';
import { BOOT_NOTICE_MS } from './root';

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
  // every node, in a transition (sliced, a click hydrates its part first). It renders what the
  // server did: its theme and language (the browser's own come in the next render), and each
  // remote outlet once its module and first data are in, the server's markup on screen until then.
  setRenderedUi({ theme: render.theme, language: render.lang });
  setServerRenderedModules(render.modules);
  setHydrationGate(whenBooted());
  const rootComponent = loadRoot();
  // Once boot and the page's module are in, the whole first screen hydrates at once; a boot that
  // hangs hydrates the frame anyway, so its notice and Retry can show.
  const ready = Promise.race([
    whenFirstScreenReady(),
    new Promise<void>((resolve) => setTimeout(resolve, BOOT_NOTICE_MS)),
  ]);
  void Promise.all([rootComponent, ready]).then(([Root]) =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Root serverRendered />
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    }),
  );
} else if (container) {
  const root = createRoot(container);
  void loadRoot().then((Root) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Root />
        </StrictMode>,
      ),
    ),
  );
}
