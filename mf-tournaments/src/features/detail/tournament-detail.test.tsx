import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter, Route, Routes } from '@parlor/shared/testing';
import { installFakeApi, makeConfig } from '@parlor/shared/testing';
import { registerTournamentsNamespace } from '../../i18n/register-tournaments-namespace';
import { makeAnswer } from '../../test/tournament-fixtures';
import { TournamentDetail } from './tournament-detail';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerTournamentsNamespace();
  sessionStore.setState({ config: makeConfig({ currency: 'USD' }), player: null });
  // No lobby remote in unit tests: its outlet logs the failed load.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function renderAt(key: string) {
  return render(
    <MemoryRouter initialEntries={[`/tournaments/${key}`]}>
      <Routes>
        <Route path="/tournaments" element={<p>The list</p>} />
        <Route
          path="/tournaments/:tournament"
          element={<TournamentDetail tournamentKey={decodeURIComponent(key)} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

it('shows a tournament found by shortname with its facts, terms and content', async () => {
  const answer = makeAnswer();
  answer.active_tournaments[0]!.content.left = '<p>Left<img src=x onerror="alert(1)"></p>';
  answer.active_tournaments[0]!.leaderboard = [
    { rank: 1, alias: 'Bob B.', points: 50 },
    { rank: 2, alias: 'Alice S.', points: 20, me: true },
  ];
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
  const { container } = renderAt('spring-spins');
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring Spins' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Back to tournaments/ })).toHaveAttribute(
    'href',
    '/tournaments',
  );
  expect(screen.getByText('2 games')).toBeInTheDocument();
  expect(screen.getByText('10 paid places')).toBeInTheDocument();
  expect(screen.getByText(/Schedule:/)).toBeInTheDocument();
  expect(screen.getByText('$25,000')).toBeInTheDocument();
  expect(container.querySelector('picture source')).toHaveAttribute(
    'srcset',
    '/art/hero-mobile.svg',
  );
  expect(container.innerHTML).not.toContain('onerror');
  const terms = screen.getByRole('button', { name: 'Terms and conditions' });
  expect(screen.queryByText('2. Win.')).not.toBeVisible();
  await userEvent.click(terms);
  expect(terms).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('2. Win.')).toBeVisible();
  const mine = screen.getByRole('row', { name: /Alice S\. \(You\)/ });
  expect(mine).toHaveAttribute('aria-current', 'true');
});

it('finds a tournament by id and by name', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  const byId = renderAt('3');
  expect(await screen.findByRole('heading', { level: 1, name: 'Winter Wins' })).toBeVisible();
  byId.unmount();
  renderAt(encodeURIComponent('Reel Royale'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Reel Royale' })).toBeVisible();
});

it('sends an unknown name back to the list', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  renderAt('no-such-cup');
  expect(await screen.findByText('The list')).toBeInTheDocument();
});
