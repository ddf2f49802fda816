import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, sessionStore, STORAGE_KEYS, type Game } from '@parlor/shared';
import { refillCatalogue, registerSharedNamespace } from '@parlor/shared/testing';
import { makeConfig, makeGame } from '@parlor/shared/testing';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import { HomePage } from './home-page';

function catalogue(): Game[] {
  const games: Game[] = [];
  for (let i = 1; i <= 30; i++) {
    games.push(
      makeGame({
        id: i,
        shortname: `game-${i}`,
        name: `Game ${i}`,
        display_name: `Game ${i}`,
        release_date: `2020-01-${String(i).padStart(2, '0')}`,
        sub_groups: i % 2 ? ['popular'] : [],
        sub_groups_with_sort: i % 2 ? [{ name: 'popular', order: i }] : [],
        jackpot: i === 1 ? 500 : 0,
      }),
    );
  }
  // Never a tile, even though it is the newest game.
  games.push(
    makeGame({
      id: 99,
      shortname: 'first-sportsbook',
      display_name: 'Sportsbook',
      release_date: '2030-01-01',
    }),
  );
  return games;
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerLobbyNamespace();
  await refillCatalogue({
    games: catalogue(),
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
});

it('shows the 10 newest games of the general list, newest first, and at most twelve popular ones from the local catalogue', async () => {
  sessionStore.getState().setConfig(makeConfig());
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  const newGames = await screen.findByRole('list', { name: 'New Games' });
  const names = within(newGames)
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));
  expect(names).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21].map((n) => `Play Game ${n}`));
  expect(names).not.toContain('Play Sportsbook');

  const popular = screen.getByRole('list', { name: 'Popular Games' });
  const popularCount = within(popular).getAllByRole('listitem').length;
  expect(popularCount).toBe(12);
  expect(screen.getByRole('link', { name: 'View all New Games' })).toHaveAttribute(
    'href',
    '/subgroup/new',
  );
  expect(screen.getByRole('link', { name: 'View all Popular Games' })).toHaveAttribute(
    'href',
    '/subgroup/popular',
  );
});

it('shows skeletons until the catalogue is read', () => {
  sessionStore.getState().setConfig(makeConfig());
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  // new, popular, jackpots, top slots, classic, high volatility
  expect(screen.getAllByRole('list', { name: 'Loading games…' })).toHaveLength(6);
});

it('shows the total jackpot the server announced, else the sum of the shown jackpots', async () => {
  sessionStore.getState().setConfig(makeConfig());
  localStorage.setItem(STORAGE_KEYS.totalJackpot, '123456.78');
  const { unmount } = render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  const total = async () => (await screen.findByText('Total jackpot')).parentElement?.textContent;
  expect(await total()).toMatch(/123,456\.78/);
  unmount();

  localStorage.removeItem(STORAGE_KEYS.totalJackpot);
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  expect(await total()).toMatch(/Total jackpot \D*500\.00$/);
});
