import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import { makeConfig, makeGame } from '@parlor/shared/testing';
import { renderAt, setUpLobby } from '../../test/lobby-test-utils';
import { ProvidersPage } from './providers-page';

beforeAll(async () => {
  await setUpLobby(
    [
      makeGame({ id: 1, shortname: 'a', provider: 'betsoft' }),
      makeGame({ id: 2, shortname: 'b', provider: 'netent' }),
    ],
    {
      providers: [
        { id: 1, name: 'Betsoft', shortname: 'betsoft' },
        { id: 2, name: 'NetEnt', shortname: 'netent' },
      ],
    },
  );
});

it('names each Explore Games link by its visible text, then the provider (WCAG 2.5.3)', async () => {
  sessionStore.getState().setConfig(makeConfig());
  renderAt(<ProvidersPage />, '/providers');
  const grid = await screen.findByRole('list', { name: 'Providers' });
  const links = await within(grid).findAllByRole('link');
  expect(links).toHaveLength(2);
  for (const link of links) {
    expect(link).toHaveTextContent(/^Explore Games$/);
    expect(link.getAttribute('aria-label')).toMatch(/^Explore Games: /);
  }
  expect(within(grid).getByRole('link', { name: 'Explore Games: Betsoft' })).toHaveAttribute(
    'href',
    '/providers/betsoft',
  );
  expect(within(grid).getByRole('link', { name: 'Explore Games: NetEnt' })).toHaveAttribute(
    'href',
    '/providers/netent',
  );
});
