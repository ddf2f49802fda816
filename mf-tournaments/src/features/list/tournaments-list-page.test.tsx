import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, prefetchCall, sessionStore } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import {
  clearPrefetchedCalls,
  installFakeApi,
  makeConfig,
  makePlayer,
} from '@parlor/shared/testing';
import { REMINDERS_KEY } from '../../domain/reminders';
import { registerTournamentsNamespace } from '../../i18n/register-tournaments-namespace';
import { makeAnswer } from '../../test/tournament-fixtures';
import { TournamentsListPage } from './tournaments-list-page';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerTournamentsNamespace();
});

beforeEach(() => {
  clearPrefetchedCalls();
  localStorage.clear();
  sessionStore.setState({ config: makeConfig({ currency: 'USD' }), player: null });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <TournamentsListPage />
    </MemoryRouter>,
  );
}

it('lists live, upcoming and finished tournaments with their status, schedule and prize', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  renderPage();
  const live = await screen.findByRole('article', { name: 'Spring Spins' });
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByText(/Ends in/)).toBeInTheDocument();
  expect(within(live).getByText('$25,000')).toBeInTheDocument();
  const upcoming = screen.getByRole('article', { name: 'Reel Royale' });
  expect(within(upcoming).getByText(/Starts in/)).toBeInTheDocument();
  const finished = screen.getByRole('article', { name: 'Winter Wins' });
  expect(within(finished).getByText(/From/)).toBeInTheDocument();
  expect(within(finished).getByText(/To/)).toBeInTheDocument();
});

it('keeps a reminder on this device and shows it again on the next visit', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  const first = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Remind Me' }));
  expect(screen.getByRole('button', { name: 'Reminder Set' })).toBeDisabled();
  expect(localStorage.getItem(REMINDERS_KEY)).toBe('[2]');
  first.unmount();
  renderPage();
  expect(await screen.findByRole('button', { name: 'Reminder Set' })).toBeInTheDocument();
});

it('asks a guest to log in before Learn more, and a guest who participates too', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  const asked: unknown[] = [];
  const off = parlorBus.on('auth:login-required', (p) => asked.push(p));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /Learn more/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Participate' }));
  // Participate: after logging in, the guest lands on the tournament's join
  expect(asked).toEqual([
    { redirect: '/tournaments/winter-wins' },
    { redirect: '/tournaments/spring-spins?join=1' },
  ]);
  off();
});

it('shows every card’s buy-in, or Free', async () => {
  const answer = makeAnswer();
  answer.upcoming_tournaments[0]!.buy_in = 5;
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
  renderPage();
  const live = await screen.findByRole('article', { name: 'Spring Spins' });
  expect(within(live).getByText(/Buy-in:/)).toHaveTextContent('Buy-in: Free');
  const upcoming = screen.getByRole('article', { name: 'Reel Royale' });
  expect(within(upcoming).getByText(/Buy-in:/)).toHaveTextContent('Buy-in: $5.00');
});

it('offers a player to enter a live tournament, with one confirmation', async () => {
  sessionStore.setState({ player: makePlayer() });
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Enter' }));
  const dialog = screen.getByRole('dialog', { name: 'Join Spring Spins' });
  expect(within(dialog).getByText('This tournament is free to enter.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Join for free' })).toBeEnabled();
});

it('shows Retry when the answer is malformed, and loads again on Retry', async () => {
  const getTournaments = jest
    .fn()
    .mockResolvedValueOnce({ nope: true })
    .mockResolvedValueOnce(makeAnswer());
  installFakeApi({ getTournaments });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Spring Spins' })).toBeInTheDocument();
});

it('asks for the first card’s picture at once and first; the others load as they come into view', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(makeAnswer()) });
  renderPage();
  const picture = (name: string) =>
    screen.getByRole('article', { name }).querySelector('img') as HTMLImageElement;
  await screen.findByRole('article', { name: 'Spring Spins' });
  expect(picture('Spring Spins')).toHaveAttribute('loading', 'eager');
  expect(picture('Spring Spins')).toHaveAttribute('fetchpriority', 'high');
  for (const name of ['Reel Royale', 'Winter Wins']) {
    expect(picture(name)).toHaveAttribute('loading', 'lazy');
    expect(picture(name)).not.toHaveAttribute('fetchpriority', 'high');
  }
});

it('flips an upcoming countdown to an end countdown at the start, without a reload', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-06-01T11:59:58Z') });
  try {
    const answer = makeAnswer();
    answer.upcoming_tournaments[0]!.schedule = [
      { start_at_iso: '2026-06-01T12:00:00Z', end_at_iso: '2026-06-02T12:00:00Z' },
    ];
    installFakeApi({ getTournaments: jest.fn().mockResolvedValue(answer) });
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const card = screen.getByRole('article', { name: 'Reel Royale' });
    expect(within(card).getByText(/Starts in/)).toHaveTextContent('Starts in 00h 00m 02s');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(within(card).getByText(/Ends in/)).toHaveTextContent('Ends in 1d 00h 00m 00s');
    expect(within(card).getByText('Live')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('shows the answer asked for ahead (a hovered link) from its first render, and asks no more', async () => {
  const getTournaments = jest.fn().mockResolvedValue(makeAnswer());
  installFakeApi({ getTournaments });
  prefetchCall('getTournaments', { lang: 'en' });
  await act(async () => {});
  renderPage();
  // no loading state, not even for one paint
  expect(screen.getByRole('article', { name: 'Spring Spins' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading tournaments…' })).not.toBeInTheDocument();
  await act(async () => {});
  expect(getTournaments).toHaveBeenCalledTimes(1);
});
