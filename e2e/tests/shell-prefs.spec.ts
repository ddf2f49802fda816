import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';

test('the theme switch persists across a reload, served without a flash @cross-remote', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(nav.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('dark');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // The server writes the theme into the page itself: dark before any script runs.
  const served = await page.request.get('/category/online-slots');
  expect(await served.text()).toMatch(/<html[^>]*data-theme="dark"/);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(20, 18, 31)');
});

test('without a cookie the system preference decides @cross-remote', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('German is chosen, shown, and kept across a reload', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'alice');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByLabel('Language').selectOption('de');
  const navDe = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navDe.getByRole('button', { name: 'Spiele' })).toBeVisible();
  await expect(navDe.getByRole('link', { name: 'Tischspiele' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Einzahlen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parlor:language'))).toBe('de');

  await page.reload();
  await expect(navDe.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Profil von Alice öffnen' }).click();
  const panel = page.getByRole('dialog', { name: 'Mein Profil' });
  await expect(panel.getByText('Auszahlbar')).toBeVisible();
  await expect(panel.getByText('500,00 $').first()).toBeVisible();
});

test('every language has the shell in its own words @cross-remote', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', {
    name: /^(Main navigation|Navegación principal|Navigation principale|Hauptnavigation)$/,
  });
  const select = sidebar.getByRole('combobox');
  for (const [lang, label, back] of [
    ['es', 'Navegación principal', 'Más'],
    ['fr', 'Navigation principale', 'Plus'],
    ['en', 'Main navigation', 'More'],
  ] as const) {
    await select.selectOption(lang);
    const nav = page.getByRole('navigation', { name: label });
    await expect(nav.getByRole('button', { name: back, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
});
