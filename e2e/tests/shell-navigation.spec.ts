import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';

test('a guest navigates with the sidebar: groups collapse, player entries are absent @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Lobby' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Message Center' })).toHaveCount(0);

  const games = nav.getByRole('button', { name: 'Games' });
  await expect(games).toHaveAttribute('aria-expanded', 'true');
  await games.click();
  await expect(games).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Table Games' })).toBeHidden();
  await games.click();
  await nav.getByRole('link', { name: 'Table Games' }).click();
  await expect(page).toHaveURL(/\/category\/table-games$/);
  await expect(nav.getByRole('link', { name: 'Table Games' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Providers only in fusion; the More group holds the external pages.
  await expect(nav.getByRole('link', { name: 'Providers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Banking' })).toHaveAttribute(
    'href',
    '/pages/banking',
  );
  await expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();

  // The sidebar collapses to icons and back.
  await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav.getByText('Table Games')).toBeHidden();
  await nav.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav.getByText('Table Games')).toBeVisible();
});

test('the header shows the login pair to guests and the quick-access bar to players', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/pages/signup',
  );
  await expect(header.getByRole('group', { name: 'Quick access' })).toHaveCount(0);
  await logIn(page, 'alice');
  const quick = header.getByRole('group', { name: 'Quick access' });
  await expect(quick.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );
  // Alice's two unread messages (unless another test read them already).
  await expect(quick.getByRole('link', { name: /^Inbox(, 2 unread)?$/ })).toHaveAttribute(
    'href',
    '/dashboard/messagecenter',
  );
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Suggested Games' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Message Center/ })).toBeVisible();
  // Fusion: no loyalty entry; alice's referral page is offered.
  await expect(nav.getByRole('link', { name: 'Loyalty' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Refer a Friend' })).toHaveAttribute(
    'href',
    '/pages/refer-a-friend',
  );
  await expect(nav.getByRole('link', { name: 'Daily Free Spins' })).toBeVisible();
  await nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
});

test('a classic-casino player sees the loyalty entry', async ({ page }) => {
  await page.goto('http://classic.localhost:8080/');
  await logIn(page, 'alice');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Loyalty' })).toHaveAttribute(
    'href',
    '/dashboard/loyalty',
  );
  await expect(nav.getByRole('link', { name: 'Providers' })).toHaveCount(0);
});

test('back to top appears after two screen heights @cross-remote', async ({ page }) => {
  await page.goto('/all-games');
  const back = page.getByRole('button', { name: 'Back to top' });
  await expect(back).toHaveCount(0);
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
    window.scrollTo(0, 2 * window.innerHeight + 50);
  });
  await expect(back).toBeVisible();
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
