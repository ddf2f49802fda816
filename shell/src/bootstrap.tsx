import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import '@parlor/shared/src/ui/tokens.css';
import './layout/layout.css';
import { Root } from './root';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
