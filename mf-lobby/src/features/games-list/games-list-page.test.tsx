import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import { makeConfig, makeGame, registerParlorRemotes } from '@parlor/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { installIntersectionObserver, renderAt, setUpLobby } from '../../test/lobby-test-utils';
import { GamesListPage } from './games-list-page';

// The list's placed promos come from the promotions remote, through the federation runtime.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;

function PlacedPromo() {
  return <p>Table weekend</p>;
}

const games = [1, 2, 3].map((id) =>
  makeGame({
    id,
    shortname: `game-${id}`,
    name: `Game ${id}`,
    display_name: `Game ${id}`,
    category: 'table-games',
  }),
);

/** The server's page names the lists with a placed promo (absent: a development server). */
function placedLists(content: string | null) {
  document.head.querySelector('meta[name="parlor-promo-pages"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'parlor-promo-pages';
  meta.content = content;
  document.head.append(meta);
}

const renderList = () =>
  renderAt(
    <GamesListPage kind="category" params={{ category: 'table-games' }} />,
    '/category/table-games',
  );

beforeAll(async () => {
  installIntersectionObserver();
  sessionStore.getState().setConfig(makeConfig());
  registerParlorRemotes({ mf_promotions: 'http://promotions.test/remoteEntry.js' });
  await setUpLobby(games);
});

beforeEach(() => {
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue({ default: PlacedPromo });
});
afterAll(() => placedLists(null));

describe("a list's placed promo", () => {
  // first: a module loaded once would render at once in later outlets
  it('is not asked for where the page says none is placed', async () => {
    placedLists('/all-games /category/online-slots');
    const { container } = renderList();
    const grid = await screen.findByRole('list', { name: 'Table Games' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
    expect(container.querySelector('.list-promo-reserve')).toBeNull();
    expect(screen.queryByText('Table weekend')).toBeNull();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows where the page says one is placed, in the box kept for it', async () => {
    placedLists('/all-games /category/');
    const { container } = renderList();
    expect(container.querySelector('.list-promo-reserve')).not.toBeNull();
    expect(await screen.findByText('Table weekend')).toBeVisible();
    expect(mockedLoad).toHaveBeenCalledWith('mf_promotions/MatchingPromos');
  });

  it('is asked for where the page does not say, with no box kept', async () => {
    placedLists(null);
    const { container } = renderList();
    expect(await screen.findByText('Table weekend')).toBeVisible();
    expect(container.querySelector('.list-promo-reserve')).toBeNull();
  });
});
