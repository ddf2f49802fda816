import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, useLocation } from '@parlor/shared';
import { makeConfig, MemoryRouter, registerSharedNamespace } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { Footer } from './footer';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

it('keeps the casino’s line and links to responsible gaming from any page', async () => {
  sessionStore.getState().setConfig(makeConfig({ casino_name: 'Parlor Test' }));
  render(
    <MemoryRouter initialEntries={['/play/wolf-gold-rush']}>
      <Footer />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Parlor Test ·');
  await userEvent.click(screen.getByRole('link', { name: 'Responsible gaming' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/responsible-gaming');
});
