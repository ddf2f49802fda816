import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  MemoryRouter,
  registerSharedNamespace,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../../i18n/register-shell-namespace';
import { registerProtectionNamespace } from '../i18n/register-protection-namespace';
import { AccountHistoryPage } from './account-history-page';
import { defaultHistoryQuery } from './history-range';
import { formatRowTime } from './protection-format';

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const urls = () => (fetchMock.mock.calls as [string][]).map(([url]) => url);

const ENTRIES = [
  {
    at: '2026-11-20T18:30:00.000Z',
    type: 'win',
    game: 'Wolf Gold Rush',
    amount_cents: 2500,
    balance_after_cents: 12500,
  },
  { at: '2026-11-20T18:29:00.000Z', type: 'bet', game: 'Wolf Gold Rush', amount_cents: 100 },
  { at: '2026-11-19T09:00:00.000Z', type: 'deposit', amount_cents: 5000 },
];

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
  await registerProtectionNamespace();
});

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  installFakeApi({});
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(makePlayer());
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/account/history']}>
      <AccountHistoryPage />
    </MemoryRouter>,
  );
}

it('asks a guest to log in and comes back here after', () => {
  sessionStore.getState().setPlayer(null);
  const asked = jest.fn();
  const off = parlorBus.on('auth:login-required', asked);
  renderPage();
  expect(asked).toHaveBeenCalledWith({ redirect: '/account/history' });
  expect(screen.getByText('Log in to see your account history.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
  off();
});

it('shows the last 30 days of every type in a table', async () => {
  fetchMock.mockResolvedValue(json(200, { entries: ENTRIES }));
  renderPage();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const table = await screen.findByRole('table', { name: /^All types from .+ to .+$/ });
  const query = defaultHistoryQuery(new Date());
  expect(urls()).toEqual([`/api/protection/history?from=${query.from}&to=${query.to}&type=all`]);
  expect(screen.getByLabelText('From')).toHaveValue(query.from);
  expect(screen.getByLabelText('To')).toHaveValue(query.to);
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Date', 'Type', 'Game', 'Amount', 'Balance after']);
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    formatRowTime('2026-11-20T18:30:00.000Z', 'en'),
    'Win',
    'Wolf Gold Rush',
    '$25.00',
    '$125.00',
  ]);
  expect(
    within(rows[3]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([formatRowTime('2026-11-19T09:00:00.000Z', 'en'), 'Deposit', '', '$50.00', '---']);
});

it('asks for the chosen dates and type', async () => {
  fetchMock.mockResolvedValue(json(200, { entries: [] }));
  renderPage();
  expect(await screen.findByText('There is nothing to show for these dates.')).toBeVisible();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Deposits');
  fetchMock.mockResolvedValue(json(200, { entries: [ENTRIES[2]] }));
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  const table = await screen.findByRole('table', {
    name: 'Deposits from 1 June 2026 to 30 June 2026',
  });
  expect(urls().at(-1)).toBe('/api/protection/history?from=2026-06-01&to=2026-06-30&type=deposit');
  expect(within(table).getAllByRole('row')).toHaveLength(2);
});

it('refuses a range that ends before it starts, without asking', async () => {
  fetchMock.mockResolvedValue(json(200, { entries: [] }));
  renderPage();
  await screen.findByText('There is nothing to show for these dates.');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-30' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-01' } });
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The start date must not be after the end date.',
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('says when the history cannot be loaded, and loads it again on Retry', async () => {
  fetchMock.mockResolvedValueOnce(json(502, {}));
  renderPage();
  expect(await screen.findByText('We could not load your history.')).toBeVisible();
  fetchMock.mockResolvedValue(json(200, { entries: ENTRIES }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeVisible();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('shows tournament buy-ins and where each withdrawal stands', async () => {
  fetchMock.mockResolvedValue(
    json(200, {
      entries: [
        {
          at: '2026-11-20T12:00:00.000Z',
          type: 'withdrawal',
          amount_cents: 2000,
          status: 'pending',
        },
        { at: '2026-11-20T11:00:00.000Z', type: 'buy_in', amount_cents: 500 },
      ],
    }),
  );
  renderPage();
  const table = await screen.findByRole('table');
  const [, withdrawal, buyIn] = within(table).getAllByRole('row');
  expect(within(withdrawal!).getAllByRole('cell')[1]).toHaveTextContent('Withdrawal (pending)');
  expect(within(buyIn!).getAllByRole('cell')[1]).toHaveTextContent('Tournament buy-in');
  fetchMock.mockResolvedValue(json(200, { entries: [] }));
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Tournament buy-ins');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByText('There is nothing to show for these dates.');
  expect(urls().at(-1)).toMatch(/&type=buy_in$/);
});
