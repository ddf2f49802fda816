import { createRoot } from 'react-dom/client';
import { startTransition, StrictMode } from 'react';
import '@parlor/shared/tokens.css';
import './layout/layout.css';
import { registerSharedNamespace } from '@parlor/shared/host';
import { nextTask } from './boot/next-task';
import { whenFirstScreenReady } from './boot/start-boot';
import { PAINTED_WAIT_MS } from './boot/takeover';
import { registerShellNamespace } from './i18n/register-shell-namespace';
import { applyInitialTheme } from './prefs/theme';

// Before the first paint: no flash of the wrong theme (the server set it from the cookie too).
applyInitialTheme();

// English strings are bundled and added synchronously, so the first paint is translated.
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
if (container) {
  const root = createRoot(container);
  const rootComponent = loadRoot();
  const show = () =>
    void rootComponent.then((Root) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <Root />
          </StrictMode>,
        ),
      ),
    );
  if (container.hasAttribute('data-painted')) {
    // The page painted the first screen itself (docs/performance.md, "The first screen painted by
    // the page"). React's first commit replaces it: that commit waits until it can show the same
    // screen (boot, the page's module, its data and strings in), so the page never goes back to
    // a loader, and is rendered in slices that leave the main thread free in between.
    let shown = false;
    const takeOver = () => {
      if (shown) return;
      shown = true;
      show();
    };
    void whenFirstScreenReady().then(takeOver);
    setTimeout(takeOver, PAINTED_WAIT_MS);
  } else {
    show();
  }
}
