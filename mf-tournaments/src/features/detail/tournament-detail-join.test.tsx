import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore, useLocation } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  makeGame,
  makePlayer,
  refillCatalogue,
  registerParlorRemotes,
  registerSharedNamespace,
  MemoryRouter,
  Route,
  Routes,
} from '@parlor/shared/testing';
import { registerTournamentsNamespace } from '../../i18n/register-tournaments-namespace';
import { makeAnswer } from '../../test/tournament-fixtures';
import { TournamentDetail } from './tournament-detail';

// The lobby's tiles load through the federation runtime: here a stand-in lists what it was given.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function FakeTiles({ shortnames }: { shortnames: string[] }) {
  return <p>Tiles: {shortnames.join(', ')}</p>;
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerTournamentsNamespace();
  await refillCatalogue({
    games: [
      makeGame({
        id: 1,
        shortname: 'golden-reels',
        name: 'Golden Reels',
        display_name: 'Golden Reels',
      }),
      makeGame({ id: 2, shortname: 'lucky-star', name: 'Lucky Star', display_name: 'Lucky Star' }),
    ],
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
  registerParlorRemotes({ mf_lobby: 'http://lobby.test/remoteEntry.js' });
  (loadRemote as jest.Mock).mockResolvedValue({ default: FakeTiles });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/tournaments/:tournament"
          element={
            <>
              <TournamentDetail tournamentKey="spring-spins" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

it("shows the tournament's games named by game name, as the spec names them", async () => {
  sessionStore.setState({ config: makeConfig({ currency: 'USD' }), player: null });
  const answer = makeAnswer();
  answer.active_tournaments[0]!.associated_games = ['Lucky Star', 'golden reels', 'Not A Game'];
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
  renderAt('/tournaments/spring-spins');
  expect(await screen.findByText('Tiles: lucky-star, golden-reels')).toBeInTheDocument();
  expect(screen.getByText(/Buy-in:/)).toHaveTextContent('Buy-in: Free');
});

it('opens the join for a player who logged in to join, then forgets the request', async () => {
  sessionStore.setState({ config: makeConfig({ currency: 'USD' }), player: makePlayer() });
  const answer = makeAnswer();
  answer.active_tournaments[0]!.buy_in = 5;
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
  renderAt('/tournaments/spring-spins?join=1');
  const dialog = await screen.findByRole('dialog', { name: 'Join Spring Spins' });
  expect(within(dialog).getByRole('button', { name: 'Pay $5.00 and join' })).toBeEnabled();
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/tournaments\/spring-spins$/,
    ),
  );
  expect(screen.getByRole('dialog', { name: 'Join Spring Spins' })).toBeInTheDocument();
});

it('opens nothing for an entrant', async () => {
  sessionStore.setState({ config: makeConfig({ currency: 'USD' }), player: makePlayer() });
  const answer = makeAnswer();
  answer.active_tournaments[0]!.joined = true;
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
  renderAt('/tournaments/spring-spins?join=1');
  expect(await screen.findByText('You have joined')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
