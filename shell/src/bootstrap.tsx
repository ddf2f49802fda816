import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import '@parlor/shared/tokens.css';
import './layout/layout.css';
import { registerSharedNamespace } from '@parlor/shared/host';
import { Root } from './root';
import { registerShellNamespace } from './i18n/register-shell-namespace';
import { applyInitialTheme } from './prefs/theme';

// Before the first paint: no flash of the wrong theme (the server set it from the cookie too).
applyInitialTheme();

// English strings are bundled and added synchronously, so the first paint is translated.
void registerSharedNamespace();
void registerShellNamespace();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
