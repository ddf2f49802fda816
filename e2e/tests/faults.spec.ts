import { expect, test, type Page } from '@playwright/test';
import { waitForFirstScreen } from '../support/first-screen';

// Faults injected on the way to the server: a boot call that never answers or answers nonsense
// ends on "The casino could not start" with Try again, never on an endless loader: a notice over
// the page the site rendered, or the start screen of a page without one. The page shortens the
// request deadlines (10 s / 15 s in production) so the suite stays quick.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __PARLOR_TIMEOUTS__: unknown }).__PARLOR_TIMEOUTS__ = {
      bootMs: 2_000,
      callMs: 3_000,
    };
  });
});

const neverAnswer = (page: Page, pattern: string) =>
  page.route(pattern, () => {
    // leave the request hanging: the client's deadline must end it
  });

async function withoutInlineBoot(page: Page) {
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="parlor-boot">[\s\S]*?<\/script>/,
      '',
    );
    expect(body).not.toContain('parlor-boot');
    await route.fulfill({ response, body });
  });
}

const couldNotStart = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The casino could not start' });

async function expectCouldNotStartThenRecover(page: Page, pattern: string) {
  await page.goto('/');
  await expect(couldNotStart(page)).toBeVisible();
  await page.unroute(pattern);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(couldNotStart(page)).toHaveCount(0);
  await waitForFirstScreen(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

for (const pattern of [
  '**/api/boot',
  '**/api/controller?getconfig',
  '**/api/controller?getgames',
]) {
  test(`a ${pattern.split(/[/?]/).pop()} call that never answers ends on Try again`, async ({
    page,
  }) => {
    // The page carries the boot info inline; without it (an older page, a dev server) the shell
    // asks /api/boot, which is the call that hangs here.
    if (pattern.endsWith('/api/boot')) await withoutInlineBoot(page);
    await neverAnswer(page, pattern);
    await expectCouldNotStartThenRecover(page, pattern);
  });
}

test('a malformed catalogue shows the error state and logs what was wrong', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  const pattern = '**/api/controller?getgames';
  await page.route(pattern, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"games":"not a list"}' }),
  );
  await page.goto('/');
  await expect(couldNotStart(page)).toBeVisible();
  expect(errors.join('\n')).toContain('games is not a list');
  await page.unroute(pattern);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(couldNotStart(page)).toHaveCount(0);
  await waitForFirstScreen(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
