import { expect, test } from '../support/cross-remote';
import type { Page } from '@playwright/test';
import { withRemoteStopped } from '../support/remotes';
import { CLASSIC, FUSION, answerLoginPrompt, tilesOf } from '../support/lobby';
import { seriousViolations } from '../support/axe';

// Pages of several remotes on a shared 2-core machine: give each test room, and a first visit
// (boot, catalogue refill, remote entries) longer than a later step.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = 30_000;

/** The upcoming slider's slide in view, paging on (Next) until `wanted` holds for its text. */
async function showUpcoming(page: Page, wanted: (text: string) => boolean) {
  const slider = page.getByRole('group', { name: 'Upcoming tournaments' });
  const inView = slider.getByRole('article');
  await expect(inView).toHaveCount(1, { timeout: FIRST_PAINT });
  for (let i = 0; i < 5 && !wanted(await inView.innerText()); i++) {
    await slider.getByRole('button', { name: 'Next: Upcoming tournaments' }).click();
  }
  expect(wanted(await inView.innerText())).toBe(true);
  return inView;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('fusion list: live, upcoming and finished tournaments; Remind Me survives a reload @cross-remote', async ({
  page,
}) => {
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible({
    timeout: FIRST_PAINT,
  });
  const live = card(page, 'Spring Spins Showdown');
  await expect(live.getByText('Live', { exact: true })).toBeVisible();
  await expect(live.getByText(/Ends in \d+d \d\dh \d\dm \d\ds/)).toBeVisible();
  await expect(live.getByText('$25,000')).toBeVisible();
  const finished = card(page, 'Winter Wins');
  await expect(finished.getByText('Finished', { exact: true })).toBeVisible();
  await expect(finished.getByText(/From .+ To /)).toBeVisible();

  // A run that started since the answer shows Live in place: page on to one still to start.
  const shown = await showUpcoming(page, (text) => text.includes('Starts in'));
  const name = await shown.getByRole('heading').innerText();
  await shown.getByRole('button', { name: 'Remind Me' }).click();
  await expect(shown.getByRole('button', { name: 'Reminder Set' })).toBeVisible();
  await page.reload();
  const again = await showUpcoming(page, (text) => text.includes(name));
  await expect(again.getByRole('button', { name: 'Reminder Set' })).toBeVisible();

  // The finished slider pages through its cards.
  const slider = page.getByRole('group', { name: 'Finished tournaments' });
  await slider.getByRole('button', { name: 'Next: Finished tournaments' }).click();
  await expect(card(page, 'Midnight Masters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the list has no serious violations in the dark theme either @cross-remote', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  await page.goto('/tournaments');
  await expect(card(page, 'Winter Wins')).toBeVisible({ timeout: FIRST_PAINT });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a guest is asked to log in before Learn more, then lands on the tournament', async ({
  page,
}) => {
  await page.goto(`${FUSION}/tournaments`);
  await card(page, 'Winter Wins')
    .getByRole('button', { name: /Learn more/ })
    .click();
  await answerLoginPrompt(page, 'alice');
  await expect(page).toHaveURL(`${FUSION}/tournaments/winter-wins`);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Wins' })).toBeVisible();
});

test('detail page by id, shortname and name; an unknown name goes back to the list @cross-remote', async ({
  page,
}) => {
  await page.goto('/tournaments/101');
  const title = page.getByRole('heading', { level: 1, name: 'Spring Spins Showdown' });
  await expect(title).toBeVisible({ timeout: FIRST_PAINT });
  await expect(page.getByText('6 games')).toBeVisible();
  await expect(page.getByText('10 paid places')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to win' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  // The associated games are the lobby's own tiles.
  await expect(tilesOf(page, 'Tournament games')).toHaveCount(6);
  const terms = page.getByRole('button', { name: 'Terms and conditions' });
  await terms.click();
  await expect(page.getByText(/1 point per 0\.10 wagered/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/tournaments/spring-spins-showdown');
  await expect(title).toBeVisible();
  await page.goto('/tournaments/Spring%20Spins%20Showdown');
  await expect(title).toBeVisible();
  await page.getByRole('link', { name: /Back to tournaments/ }).click();
  await expect(page).toHaveURL('/tournaments');

  await page.goto('/tournaments/no-such-cup');
  await expect(page).toHaveURL('/tournaments');
  await expect(page.getByRole('heading', { name: 'Live tournaments' })).toBeVisible();
});

test('an upcoming countdown turns into an end countdown at the start, without a reload @cross-remote', async ({
  page,
}) => {
  const res = await page.request.post('/api/controller?gettournaments', {
    form: { lang: 'en' },
  });
  const answer = (await res.json()) as {
    upcoming_tournaments: {
      name: string;
      schedule: { start_at_iso: string; end_at_iso: string; next_upcoming_startdate?: string }[];
    }[];
  };
  const now = Date.now();
  const [target] = answer.upcoming_tournaments.map((t) => {
    const s = t.schedule[0]!;
    const ended = Date.parse(s.end_at_iso) <= now;
    const start =
      ended && s.next_upcoming_startdate
        ? Date.parse(s.next_upcoming_startdate)
        : Date.parse(s.start_at_iso);
    return { name: t.name, start };
  });
  expect(target).toBeDefined();
  // The browser's clock is set a few seconds before that start.
  await page.clock.install({ time: target!.start - 90_000 });
  await page.goto('/tournaments');
  const shown = card(page, target!.name);
  await expect(shown.getByText(/Starts in 00h 0[01]m \d\ds/)).toBeVisible({ timeout: FIRST_PAINT });
  await page.clock.fastForward(95_000);
  await expect(shown.getByText(/Ends in/)).toBeVisible();
  await expect(shown.getByText('Live', { exact: true })).toBeVisible();
});

// Joining and the leaderboard's entrants: tournaments-join.spec.ts.

test('home shows the tournaments section @cross-remote', async ({ page }) => {
  await page.goto('/');
  await expect(tilesOf(page, 'New Games')).toHaveCount(10, { timeout: FIRST_PAINT });
  // The section loads when it comes near the viewport: scroll down as a visitor would.
  const section = page.getByRole('region', { name: 'Tournaments' });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(section.getByRole('article').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: FIRST_PAINT });
  await section.getByRole('link', { name: 'View all Tournaments' }).click();
  await expect(page).toHaveURL('/tournaments');
});

test('standard variant: the lobby needs a login, then frames the tournaments lobby', async ({
  page,
}) => {
  await page.goto(`${CLASSIC}/tournaments`);
  await expect(page).toHaveURL(`${CLASSIC}/`, { timeout: FIRST_PAINT });
  await answerLoginPrompt(page, 'alice');
  await expect(page).toHaveURL(`${CLASSIC}/tournaments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Tournaments lobby"]');
  await expect(frame.getByRole('heading', { name: 'Tournaments lobby' })).toBeVisible();
  await expect(page.getByTestId('tournaments-lobby-loader')).toHaveCount(0);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('navigation', { name: 'Tournaments menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('with the tournaments remote stopped the site still works and recovers on Retry', async ({
  page,
}) => {
  await withRemoteStopped('mf_tournaments', async () => {
    await page.goto(`${FUSION}/`);
    await expect(tilesOf(page, 'New Games')).toHaveCount(10, { timeout: FIRST_PAINT });
    // The optional home section is left out quietly.
    await expect(page.getByText('This part of the casino is taking a break')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tournaments' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.goto(`${FUSION}/category/online-slots`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Live tournaments' })).toBeVisible();
});
