import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ControllerError, parlorBus, sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  registerSharedNamespace,
  MemoryRouter,
} from '@parlor/shared/testing';
import { registerTournamentsNamespace } from '../i18n/register-tournaments-namespace';
import { makeTournament } from '../test/tournament-fixtures';
import { JoinTournament } from './join-tournament';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerTournamentsNamespace();
});

beforeEach(() => {
  sessionStore.setState({
    config: makeConfig({ currency: 'USD' }),
    player: makePlayer(),
    balances: { ...makePlayer().balances, balance: 20 },
  });
});

const sprint = makeTournament({ id: 102, shortname: 'sprint', name: 'Sprint', buy_in: 5 });

function renderJoin(tournament = sprint, onJoined?: () => void) {
  return render(
    <MemoryRouter>
      <JoinTournament tournament={tournament} path="/tournaments/sprint" onJoined={onJoined} />
    </MemoryRouter>,
  );
}

it('joins with one confirmed action, and a double click on confirm joins once', async () => {
  let settle: (value: unknown) => void = () => {};
  const joinTournament = jest.fn(() => new Promise((resolve) => (settle = resolve)));
  installFakeApi({ joinTournament });
  const refreshed = jest.fn();
  const off = parlorBus.on('balance:refresh', refreshed);
  const onJoined = jest.fn();
  renderJoin(sprint, onJoined);

  await userEvent.click(screen.getByRole('button', { name: 'Buy-in' }));
  const dialog = screen.getByRole('dialog', { name: 'Join Sprint' });
  expect(dialog).toHaveTextContent('The buy-in of $5.00 is taken from your real balance, once.');
  expect(dialog).toHaveTextContent('Your balance: $20.00');
  const confirm = within(dialog).getByRole('button', { name: 'Pay $5.00 and join' });
  await userEvent.dblClick(confirm);
  expect(joinTournament).toHaveBeenCalledTimes(1);
  expect(joinTournament).toHaveBeenCalledWith(102);
  expect(within(dialog).getByRole('button', { name: 'Joining…' })).toBeDisabled();

  settle({ success: true, joined: true, already_joined: false, charged: 5, buy_in: 5 });
  expect(await screen.findByRole('status')).toHaveTextContent('You have joined Sprint. Good luck!');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy-in' })).not.toBeInTheDocument();
  expect(refreshed).toHaveBeenCalledTimes(1);
  expect(onJoined).toHaveBeenCalledTimes(1);
  off();
});

it('tells a player whose balance is short, with a way to deposit', async () => {
  const joinTournament = jest.fn().mockRejectedValue(
    new ControllerError('Your balance does not cover the buy-in', {
      status: 402,
      code: 'insufficient_funds',
      url: '/api/controller?jointournament',
    }),
  );
  installFakeApi({ joinTournament });
  renderJoin();
  await userEvent.click(screen.getByRole('button', { name: 'Buy-in' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $5.00 and join' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Your balance is too low for the $5.00 buy-in. Deposit, then join.',
  );
  expect(within(alert).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );
  // still not in: the dialog stays, its confirm can be tried again after a deposit
  expect(screen.getByRole('button', { name: 'Pay $5.00 and join' })).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('asks a guest to log in first, then to land on the join', async () => {
  sessionStore.setState({ player: null, balances: null });
  const asked: unknown[] = [];
  const off = parlorBus.on('auth:login-required', (p) => asked.push(p));
  renderJoin();
  await userEvent.click(screen.getByRole('button', { name: 'Participate' }));
  expect(asked).toEqual([{ redirect: '/tournaments/sprint?join=1' }]);
  off();
});

it('shows an entrant that they are in, with nothing to click', () => {
  renderJoin({ ...sprint, joined: true });
  expect(screen.getByText('You have joined')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('offers a free tournament as Enter', async () => {
  installFakeApi({
    joinTournament: jest.fn().mockResolvedValue({ success: true, joined: true, charged: 0 }),
  });
  renderJoin({ ...sprint, buy_in: 0 });
  await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
  expect(screen.queryByText(/Your balance/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You have joined Sprint');
});
