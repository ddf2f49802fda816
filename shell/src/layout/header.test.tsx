import { render, screen } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  registerSharedNamespace,
  MemoryRouter,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { Header } from './header';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

it('names every control so that the name contains what it shows (WCAG 2.5.3)', async () => {
  installFakeApi({});
  sessionStore.getState().setPlayer(null);
  sessionStore.getState().setConfig(makeConfig({ casino_name: 'Parlor Classic' }));
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  // the logo shows the casino's name
  const logo = screen.getByRole('link', { name: 'Parlor Classic home' });
  expect(logo.querySelector('img')).toHaveAttribute('alt', 'Parlor Classic');
  for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('link')]) {
    const label = control.getAttribute('aria-label');
    // text a reader sees: decorative icons (aria-hidden) aside, an image's text by its alt
    const copy = control.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    const visible = copy.textContent?.trim() || copy.querySelector('img')?.alt || '';
    if (label && visible) expect(label.toLowerCase()).toContain(visible.toLowerCase());
  }
});
