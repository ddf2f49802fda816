import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      // three full axe runs per test: on a busy machine each takes seconds
      test.slow();
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    });

    test('home and a list page have no serious violations @cross-remote', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
        10,
      );
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/category/online-slots');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a game page and the profile panel have no serious violations', async ({ page }) => {
      await page.goto('/');
      await logIn(page, 'alice');
      await page.getByRole('button', { name: 'Open profile of Alice' }).click();
      const panel = page.getByRole('dialog', { name: 'My profile' });
      await expect(panel.getByRole('heading', { name: 'Alice Archer' })).toBeVisible();
      // Wait for the open animation to end before checking contrast.
      await page.waitForTimeout(400);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await page.goto('/play/jackpot-steady-crown');
      await expect(page.getByRole('main')).not.toBeEmpty();
      await page.waitForTimeout(1000);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
