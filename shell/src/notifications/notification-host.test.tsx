import { act, render, screen } from '@testing-library/react';
import { parlorBus, sessionStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { makeConfig } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { NotificationHost } from './notification-host';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  uiStore.getState().clearNotifications();
  sessionStore.getState().setConfig(makeConfig());
});

afterEach(() => jest.useRealTimers());

it('announces a notification from the bus in a live region', async () => {
  render(<NotificationHost />);
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  act(() => parlorBus.emit('notify', { kind: 'win' }));
  expect(await screen.findByText('Nice win! Your balance went up.')).toBeInTheDocument();
  expect(region).toContainElement(screen.getByText('Nice win! Your balance went up.'));
});

it('offers a deposit button with a low balance', async () => {
  render(<NotificationHost />);
  act(() => parlorBus.emit('notify', { kind: 'lowbalance' }));
  expect(await screen.findByText(/Your balance is below \$5\.00/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/pages/cashier');
});

it('shows one at a time and fades each after 7.2 s', async () => {
  jest.useFakeTimers();
  render(<NotificationHost />);
  act(() => {
    parlorBus.emit('notify', { kind: 'lose' });
    parlorBus.emit('notify', { kind: 'lose' });
    parlorBus.emit('notify', { kind: 'win' });
  });
  expect(uiStore.getState().notifications).toHaveLength(2);
  expect(await screen.findByText(/No luck this time/)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(7100));
  expect(screen.getByText(/No luck this time/)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText(/No luck this time/)).not.toBeInTheDocument();
  expect(screen.getByText('Nice win! Your balance went up.')).toBeInTheDocument();
});

it('ignores unknown kinds and can be dismissed', async () => {
  render(<NotificationHost />);
  act(() => parlorBus.emit('notify', { kind: 'jackpot' as never }));
  expect(uiStore.getState().notifications).toHaveLength(0);
  act(() => parlorBus.emit('notify', { kind: 'favorite_add' }));
  expect(await screen.findByText('The game was added to your favorites.')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
  expect(uiStore.getState().notifications).toHaveLength(0);
});
