import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';

const FUSION = 'http://localhost:8080';

// Pages of several remotes on a shared 2-core machine: a first visit boots the whole site.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = 30_000;

test('a custom promo shows on the favorites, providers and tournaments pages its display_on lists', async ({
  page,
}) => {
  // the operator placed "Provider Week" on those three pages and nowhere else
  const promo = page.getByRole('heading', { name: 'Provider Week' });

  await page.goto(`${FUSION}/providers`);
  await expect(promo).toBeVisible({ timeout: FIRST_PAINT });

  // a provider's games count as the providers page
  await page.goto(`${FUSION}/providers/netent`);
  await expect(promo).toBeVisible({ timeout: FIRST_PAINT });

  await page.goto(`${FUSION}/tournaments`);
  await expect(promo).toBeVisible({ timeout: FIRST_PAINT });

  // a list it does not name shows that list's own promo, not this one
  await page.goto(`${FUSION}/all-games`);
  await expect(page.getByRole('heading', { name: 'Pharaoh’s Treasure Hunt' })).toBeVisible({
    timeout: FIRST_PAINT,
  });
  await expect(promo).toHaveCount(0);

  await logIn(page, 'alice');
  await page.getByRole('link', { name: 'Favorites' }).first().click();
  await expect(page).toHaveURL(`${FUSION}/favorites`);
  await expect(promo).toBeVisible({ timeout: FIRST_PAINT });
});

test("a widget's link to another site stays that link, opened in a new window that gets no hold on ours @cross-remote", async ({
  page,
}) => {
  await page.goto('/promotions');
  const widgets = page.getByRole('region', { name: 'More from the casino' });
  const inSlot = widgets.getByRole('link', { name: 'Fortune Teller' });
  await expect(inSlot).toBeVisible({ timeout: FIRST_PAINT });
  const inHeader = page
    .getByRole('navigation', { name: 'Featured' })
    .getByRole('link', { name: 'Fortune Teller' });
  for (const link of [inSlot, inHeader]) {
    await expect(link).toHaveAttribute('href', 'https://fortune.example/today');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // a widget of our own site still leads into it
  await expect(widgets.getByRole('link', { name: 'Escape Pod' })).toHaveAttribute(
    'href',
    '/promotions',
  );

  // the synth games widget's document, in its slot, in a frame of an opaque origin
  const synth = page.locator('iframe[title="Synth games widget"]');
  await expect(synth).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(
    page.frameLocator('iframe[title="Synth games widget"]').getByRole('heading', {
      name: 'Synth games',
    }),
  ).toBeVisible();
});
