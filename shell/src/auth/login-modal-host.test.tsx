import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore, useLocation } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  registerSharedNamespace,
  MemoryRouter,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { LoginModalHost } from './login-modal-host';
import { clearLoginRequest } from './login-requests';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHost(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <LoginModalHost />
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(null);
  installFakeApi({});
});

afterEach(() => act(() => clearLoginRequest()));

it('goes where the asking page said when the prompt is closed without a login', async () => {
  renderHost('/play/wolf-gold-rush');
  act(() =>
    parlorBus.emit('auth:login-required', { redirect: '/play/wolf-gold-rush', dismissTo: '/' }),
  );
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
});

it('stays on the page when the request names no place to go on dismissal', async () => {
  renderHost('/promotions');
  act(() => parlorBus.emit('auth:login-required', { redirect: '/favorites' }));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByTestId('where')).toHaveTextContent('/promotions');
});
