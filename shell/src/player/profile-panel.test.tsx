import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { MemoryRouter, registerSharedNamespace } from '@parlor/shared/testing';
import { makeConfig, makePlayer, installFakeApi } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { ProfilePanel } from './profile-panel';

const getBalance = jest.fn();

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  getBalance.mockReset().mockResolvedValue(null);
  installFakeApi({ getBalance });
  uiStore.getState().closeAllModals();
});

// the panel's links to the shell's own pages need the router
const renderPanel = () =>
  render(
    <MemoryRouter>
      <ProfilePanel />
    </MemoryRouter>,
  );

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

it('shows a VIP player with level, class and every balance; null is ---', async () => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: false }));
  sessionStore.getState().setPlayer(
    makePlayer({
      fname: 'Victor',
      lname: 'Vance',
      class_vip_level: 3,
      class_display_name: 'VIP Gold',
    }),
  );
  getBalance.mockResolvedValue({
    balance: 2500,
    currency_code: 'USD',
    withdrawable: 2000,
    playthrough: null,
    bonus: 25.5,
    comp_points: 1200,
  });
  renderPanel();
  const dialog = screen.getByRole('dialog', { name: 'My profile' });
  expect(within(dialog).getByRole('heading', { name: 'Victor Vance' })).toBeInTheDocument();
  expect(screen.getByText('VIP level 3')).toBeInTheDocument();
  expect(screen.getByText('VIP Gold')).toBeInTheDocument();
  await act(async () => {});
  expect(valueOf('Balance')).toBe('$2,500.00');
  expect(valueOf('Playthrough')).toBe('---');
  expect(valueOf('Bonus')).toBe('$25.50');
  expect(valueOf('Comp points')).toBe('1,200');
  expect(screen.getByRole('link', { name: 'Cash Out' })).toHaveAttribute(
    'href',
    '/pages/cashier/withdrawals',
  );
});

it('hides a zero VIP level and, in fusion, comp points', () => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true }));
  sessionStore.getState().setPlayer(makePlayer());
  renderPanel();
  expect(screen.queryByText(/VIP level/)).not.toBeInTheDocument();
  expect(screen.queryByText('Comp points')).not.toBeInTheDocument();
  expect(screen.getByText('Regular')).toBeInTheDocument();
});

it('closes 200 ms after Escape', async () => {
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(makePlayer());
  uiStore.getState().openModal('profile');
  renderPanel();
  jest.useFakeTimers();
  try {
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).keyboard('{Escape}');
    expect(uiStore.getState().modals.map((m) => m.id)).toEqual(['profile']);
    act(() => jest.advanceTimersByTime(200));
    expect(uiStore.getState().modals).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

it('links to the account history and closes on the way', async () => {
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(makePlayer());
  uiStore.getState().openModal('profile');
  renderPanel();
  const link = screen.getByRole('link', { name: 'Account history' });
  expect(link).toHaveAttribute('href', '/account/history');
  jest.useFakeTimers();
  try {
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(link);
    act(() => jest.advanceTimersByTime(200));
    expect(uiStore.getState().modals).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});
