import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore, useLocation } from '@parlor/shared';
import { installFakeApi, makeConfig, makeGame } from '@parlor/shared/testing';
import { installIntersectionObserver, renderAt, setUpLobby } from '../../test/lobby-test-utils';
import { SearchModalHost } from './search-modal-host';

installIntersectionObserver();
const games = [
  ...Array.from({ length: 9 }, (_, i) =>
    makeGame({
      id: i + 1,
      shortname: `gold-${i}`,
      name: `Gold Rush ${i}`,
      display_name: `Gold Rush ${i}`,
      provider: i % 2 ? 'netent' : 'red-tiger',
      themes: ['gems'],
      sub_groups: ['popular'],
      sub_groups_with_sort: [{ name: 'popular', order: i }],
    }),
  ),
  makeGame({
    id: 20,
    shortname: 'cafe',
    name: 'Café Olé',
    display_name: 'Café Olé',
    provider: 'betsoft',
  }),
];

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

/** The host, with the address's query shown beside it. */
function renderHost(path?: string) {
  return renderAt(
    <>
      <SearchModalHost />
      <Where />
    </>,
    path,
  );
}

beforeAll(() => setUpLobby(games));
beforeEach(() => {
  installFakeApi();
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(null);
});

it('opens on search:open, searches after the pause from 3 characters, keeps the query in the URL', async () => {
  const user = userEvent.setup();
  renderHost();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => parlorBus.emit('search:open', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  expect(await within(dialog).findByRole('list', { name: 'Popular Games' })).toBeInTheDocument();
  const box = within(dialog).getByRole('searchbox', { name: 'Search games or providers' });

  await user.type(box, 'ca');
  await new Promise((r) => setTimeout(r, 400));
  expect(within(dialog).queryByRole('link', { name: 'Play Café Olé' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=ca'));

  await user.type(box, 'fe');
  expect(await within(dialog).findByRole('link', { name: 'Play Café Olé' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=cafe'));
  // one result: no filter bar
  expect(within(dialog).queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();

  await user.clear(box);
  await user.type(box, 'gold');
  expect(await within(dialog).findByText('9 results for “gold”')).toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Filters' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Providers' }));
  await user.click(within(dialog).getByLabelText('NetEnt'));
  expect(within(dialog).getByText('4 results for “gold”')).toBeInTheDocument();

  await user.clear(box);
  await user.type(box, 'zzzz');
  expect(
    await within(dialog).findByText('No results found. Maybe try a different keyword?'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('list', { name: 'Popular Games' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^$/));
});

it('opens from the search parameter, which is removed', async () => {
  renderHost('/?search=gold&x=1');
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  expect(within(dialog).getByRole('searchbox')).toHaveValue('gold');
  expect(await within(dialog).findByText('9 results for “gold”')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?x=1&q=gold'));
});

it('closing right after a search leaves it closed: the query written late to the address is dropped', async () => {
  const user = userEvent.setup();
  renderHost('/?x=1');
  act(() => parlorBus.emit('search:open', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  await within(dialog).findByRole('list', { name: 'Popular Games' });
  // frames are held: the results are committed, the address is still waiting for their paint
  const frames = new Map<number, FrameRequestCallback>();
  const held = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((frame) => frames.set(frames.size + 1, frame).size);
  const dropped = jest
    .spyOn(window, 'cancelAnimationFrame')
    .mockImplementation((id) => frames.delete(id));
  await user.type(within(dialog).getByRole('searchbox'), 'gold');
  expect(await within(dialog).findByText('9 results for “gold”')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  held.mockRestore();
  dropped.mockRestore();
  await act(async () => {
    frames.forEach((frame) => frame(0));
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\?x=1$/);
});

it('writes the query to the address in a frame asked for once its results are shown, not before', async () => {
  const user = userEvent.setup();
  renderHost();
  act(() => parlorBus.emit('search:open', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  await within(dialog).findByRole('list', { name: 'Popular Games' });
  // the empty box's pause has gone by: the address holds the empty query
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\?q=$/));
  const shown = () => within(dialog).queryByText('9 results for “gold”') !== null;
  // frames are held, each noted with whether the results were on screen when it was asked for
  const frames: { run: FrameRequestCallback; afterResults: boolean }[] = [];
  const held = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((run) => frames.push({ run, afterResults: shown() }));
  await user.type(within(dialog).getByRole('searchbox'), 'gold');
  expect(await within(dialog).findByText('9 results for “gold”')).toBeInTheDocument();
  held.mockRestore();
  const release = async (afterResults: boolean) =>
    act(async () => {
      frames.filter((f) => f.afterResults === afterResults).forEach((f) => f.run(0));
      await new Promise((r) => setTimeout(r, 50));
    });
  await release(false);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\?q=$/);
  await release(true);
  expect(screen.getByTestId('where')).toHaveTextContent('?q=gold');
});
