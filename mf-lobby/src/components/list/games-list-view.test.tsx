import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type Game } from '@parlor/shared';
import { makeConfig, makeGame } from '@parlor/shared/testing';
import { installIntersectionObserver, renderAt, setUpLobby } from '../../test/lobby-test-utils';
import { GamesListView } from './games-list-view';

const providers = ['netent', 'red-tiger', 'betsoft'];
const games: Game[] = Array.from({ length: 120 }, (_, i) =>
  makeGame({
    id: i + 1,
    shortname: `game-${i + 1}`,
    name: `Game ${String(i + 1).padStart(3, '0')}`,
    display_name: `Game ${String(i + 1).padStart(3, '0')}`,
    provider: providers[i % 3]!,
    themes: [i % 2 ? 'space' : 'fruits'],
    features: i < 10 ? ['megaways'] : ['free-spins'],
    jackpot: i === 5 ? 1000 : 0,
  }),
);
const io = installIntersectionObserver();

beforeAll(() => setUpLobby(games));
beforeEach(() => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true }));
  sessionStore.getState().setPlayer(null);
});

const tiles = () => within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem');
const srcs = () => tiles().map((li) => li.querySelector('img')?.getAttribute('src') ?? '');

it('shows 50 games, then the next page when the loading line is reached, and stops', () => {
  renderAt(<GamesListView title="Slots" games={games} />);
  expect(tiles()).toHaveLength(50);
  expect(screen.getByText('120 games')).toBeInTheDocument();
  act(() => io.reachLoadingLine());
  expect(tiles()).toHaveLength(100);
  act(() => io.reachLoadingLine());
  expect(tiles()).toHaveLength(120);
  expect(screen.queryByText('Loading more games…')).not.toBeInTheDocument();
});

it('filters by provider with an all option and reset, back to page 0', async () => {
  const user = userEvent.setup();
  renderAt(<GamesListView title="Slots" games={games} />);
  act(() => io.reachLoadingLine());
  expect(tiles()).toHaveLength(100);
  await user.click(screen.getByRole('button', { name: 'Providers' }));
  const group = screen.getByRole('group', { name: 'Providers' });
  expect(within(group).getByLabelText('All providers')).toBeChecked();
  expect(within(group).getByLabelText('NetEnt')).toBeInTheDocument();
  await user.click(within(group).getByLabelText('NetEnt'));
  expect(screen.getByText('40 games')).toBeInTheDocument();
  expect(tiles()).toHaveLength(40);
  expect(srcs().every((s) => s.includes('/netent/'))).toBe(true);
  // all-of across types: NetEnt and Megaways
  await user.click(screen.getByRole('button', { name: 'Features' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Features' })).getByLabelText('Megaways'),
  );
  expect(tiles()).toHaveLength(4); // ids 1, 4, 7, 10
  await user.click(within(group).getByRole('button', { name: 'Reset' }));
  expect(within(group).getByLabelText('All providers')).toBeChecked();
  expect(tiles()).toHaveLength(10);
});

it('shows no-games-found and resets from it', async () => {
  const user = userEvent.setup();
  const few = [
    ...games.slice(0, 30),
    makeGame({ id: 500, provider: 'elk-studios', themes: ['gems'], features: [] }),
  ];
  renderAt(<GamesListView title="Slots" games={few} />);
  await user.click(screen.getByRole('button', { name: 'Providers' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Providers' })).getByLabelText('ELK Studios'),
  );
  await user.click(screen.getByRole('button', { name: 'Themes' }));
  await user.click(within(screen.getByRole('group', { name: 'Themes' })).getByLabelText('Space'));
  expect(screen.getByRole('heading', { name: 'No games found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Click or tap to clear filters' }));
  expect(tiles()).toHaveLength(31);
});

it('sorts A-Z, Z-A, Newest; Top Jackpots only with a jackpot above 0', async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt(<GamesListView title="Slots" games={games} />);
  const select = screen.getByLabelText('Sort by');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Recommended', 'A-Z', 'Z-A', 'Newest', 'Top Jackpots']);
  await user.selectOptions(select, 'Z-A');
  expect(tiles()[0]).toHaveTextContent('Game 120');
  await user.selectOptions(select, 'Top Jackpots');
  expect(tiles()[0]).toHaveTextContent('Game 006');
  unmount();
  renderAt(<GamesListView title="Slots" games={games.map((g) => ({ ...g, jackpot: 0 }))} />);
  expect(screen.queryByRole('option', { name: 'Top Jackpots' })).not.toBeInTheDocument();
});

it('shows the filter bar only above 20 games', () => {
  renderAt(<GamesListView title="Slots" games={games.slice(0, 20)} />);
  expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
});
