import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/cross-remote';
import type { Page } from '@playwright/test';
import { withRemoteStopped } from '../support/remotes';
import { depositAtCashier, signUpFreshPlayer } from '../support/game-players';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

const FUSION = 'http://localhost:8080';
const CLASSIC = 'http://classic.localhost:8080';

const slider = (page: Page) => page.getByRole('region', { name: 'Featured promotions' });
const slide = (page: Page, n: number) =>
  slider(page).getByRole('group', { name: `${n} of 3`, exact: true });

test('fusion promotions: slider autoplays and pauses, cards close with a wildcard, terms close after 10 s @cross-remote', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your daily personalized bonus' })).toBeVisible();

  // the slider's code arrives after the first banner is painted
  const pause = slider(page).getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await expect(slider(page).getByLabel('Promotion video: Slots Weekend')).toBeAttached();
  // from here the page's time moves only when the test says so
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  const current = slider(page).locator('[role="group"]:not([hidden])');
  const before = Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
  const next = (before % 3) + 1;
  await page.clock.runFor(5000);
  await expect(slide(page, next)).toBeVisible();
  await expect(slide(page, before)).toBeHidden();
  await pause.click();
  await expect(slider(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(slide(page, next)).toBeVisible();

  // five regular cards and a wildcard card
  const offers = page.getByRole('list', { name: 'Offers' });
  await expect(offers.getByRole('listitem')).toHaveCount(6);
  await expect(offers.getByRole('listitem').last().getByRole('heading')).toHaveText('Wildcard');
  const card = offers.getByRole('article', { name: 'Reload Bonus' });
  await expect(card.getByText('Min deposit')).toBeVisible();
  await expect(card.getByText('Expires in')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Redeem' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );

  // terms: a dialog that keeps focus, closes on Escape, and by itself after 10 s
  const termsButton = card.getByRole('button', { name: 'Terms Reload Bonus' });
  await termsButton.click();
  const dialog = page.getByRole('dialog', { name: 'Terms: Reload Bonus' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await termsButton.click();
  await expect(dialog).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeHidden();
});

test('classic promotions: one banner, no slider, an even number of cards', async ({ page }) => {
  await page.goto(`${CLASSIC}/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Picks Cashback' })).toBeVisible();
  await expect(slider(page)).toHaveCount(0);
  const offers = page.getByRole('list', { name: 'Offers' });
  await expect(offers.getByRole('listitem')).toHaveCount(4);
  await expect(offers.getByRole('heading', { name: 'Wildcard' })).toHaveCount(0);
  // a custom promo placed on a sub-group shows on that list page
  await page.goto(`${CLASSIC}/subgroup/popular`);
  await expect(page.getByRole('heading', { name: 'Popular Picks Cashback' })).toBeVisible();
});

test('the hostile promo runs nothing in our document @cross-remote', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/promotions');
  await slider(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await slider(page).getByRole('button', { name: 'Previous promotion' }).click();
  const hostile = slide(page, 3);
  await expect(hostile.getByRole('heading', { name: 'Mystery Drop', exact: true })).toBeVisible();
  // texts are text, and the javascript: redeem link is not rendered
  await expect(hostile.getByText('<img src=x onerror=alert(1)> A drop a day.')).toBeVisible();
  await expect(hostile.getByRole('link', { name: 'Claim' })).toHaveCount(0);

  // the script ran, but only inside its sandbox: no cookies there
  const frame = page.frameLocator('iframe[title="Interactive content: Mystery Drop"]');
  await expect(frame.getByText('Operator script ran in its sandbox')).toBeVisible();
  await expect(page.locator('iframe[title="Interactive content: Mystery Drop"]')).toHaveAttribute(
    'sandbox',
    'allow-scripts',
  );

  // the sanitised markup: no script, handler or javascript: link made it in
  const markup = hostile.locator('.operator-markup').first();
  await expect
    .poll(() => markup.evaluate((el) => el.shadowRoot?.innerHTML ?? ''))
    .toContain('Mystery drop');
  const inner = await markup.evaluate((el) => el.shadowRoot!.innerHTML);
  expect(inner).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<form|evil\.example/i);

  // and its CSS covers nothing of ours
  const cornerIsOurs = await page.evaluate(() => {
    const el = document.elementFromPoint(5, 5);
    return !!el && !el.closest('.operator-markup');
  });
  expect(cornerIsOurs).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __parlorPwned?: string }).__parlorPwned)).toBe(
    undefined,
  );
  await expect(page).toHaveURL('/promotions');
  expect(dialogs).toEqual([]);
});

test('a big win in the demo slot shows in the recent winners; the tabs switch', async ({
  page,
}) => {
  // spins until a big win: a few seconds usually, more on a busy machine
  test.setTimeout(90_000);
  await signUpFreshPlayer(page, FUSION, 'pw');
  // enough for the 60 spins below: a spin wins twice its stake one time in five, so 20 spins
  // (one deposit) missed it about once in a hundred runs
  for (let i = 0; i < 3; i++) await depositAtCashier(page, FUSION, 100);
  await page.goto(`${FUSION}/play/wolf-gold-rush?by=netent`);
  const frame = page.frameLocator('iframe[title="Wolf Gold Rush game"]');
  await frame.getByLabel('Bet').selectOption('5.00');
  let win = '';
  for (let i = 0; i < 60 && !win; i++) {
    const button = frame.getByRole('button', { name: 'Spin' });
    await button.click();
    const result = frame.locator('#result');
    await expect(result).toHaveText(/You win|No win this time/);
    const text = await result.innerText();
    const amount = Number(/You win \D*([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
    // a big win pays at least twice the stake
    if (amount >= 10) win = amount.toFixed(2);
    await expect(button).toBeEnabled();
  }
  expect(win).not.toBe('');

  await page.goto(`${FUSION}/`);
  const heading = page.getByRole('heading', { name: 'Winners', exact: true });
  // a new player is welcomed with the 50 free spins: closed first, as the page scrolls only then,
  // and home's lower sections render as they come into view
  const welcome = page.getByRole('dialog', { name: 'Daily free spins' });
  await expect(async () => {
    if (await welcome.isVisible()) await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1500);
    await expect(heading).toBeVisible({ timeout: 1000 });
  }).toPass();
  const recentTab = page.getByRole('tab', { name: 'Recent winners' });
  await expect(recentTab).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('list', { name: 'Recent winners' }).getByRole('listitem').first();
  // the player's alias (first name and initial), never the login name
  await expect(first).toContainText('Gina G.');
  await expect(first).not.toContainText('pw_');
  await expect(first).toContainText(`$${win}`);
  await expect(first).toContainText('Wolf Gold Rush');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/play/wolf-gold-rush?by=netent');

  const biggestTab = page.getByRole('tab', { name: 'Biggest winners' });
  // the box may re-render while its data settles: press again until the keyboard move took
  await expect(async () => {
    await recentTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(biggestTab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    await expect(biggestTab).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const biggest = page.getByRole('list', { name: 'Biggest winners' }).getByRole('listitem');
  await expect(biggest).toHaveCount(7);
});

test('the video promo plays its mp4 from the assets host @cross-remote', async ({
  page,
  request,
}) => {
  await page.goto('/promotions');
  const video = slider(page).getByLabel('Promotion video: Slots Weekend');
  await expect(video).toBeAttached({ timeout: 20_000 });
  const src = await video.getAttribute('src');
  const answer = await request.get(src!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('video/mp4');
  // the browser reads the file: no media error, its first frame's size is known
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => (v.error ? `error ${v.error.code}` : v.videoWidth)),
    )
    .toBe(640);
});

test('the winners ticker moves, stops while hovered or paused, and stands still under reduced motion @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Winners', exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(heading).toBeVisible({ timeout: 1000 });
  }).toPass();
  const list = page.getByRole('list', { name: 'Recent winners' });
  // 7 rows at this width, read once by screen readers (the loop's copy is hidden from them)
  await expect(list.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Recent winners' })).toHaveCount(1);
  const panel = page.getByRole('tabpanel', { name: 'Recent winners' });
  const track = panel.locator('.winners-track');
  const motion = () =>
    track.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.animationName} ${style.animationPlayState}`;
    });
  const offset = () => track.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(motion).toBe('winners-ticker-scroll running');
  const before = await offset();
  await expect.poll(offset).not.toBe(before);

  await panel.locator('.winners-viewport').hover();
  await expect.poll(motion).toBe('winners-ticker-scroll paused');
  await page.mouse.move(0, 0);
  await expect.poll(motion).toBe('winners-ticker-scroll running');
  await panel.getByRole('button', { name: 'Pause winners' }).click();
  await page.mouse.move(0, 0);
  await expect.poll(motion).toBe('winners-ticker-scroll paused');
  await panel.getByRole('button', { name: 'Play winners' }).click();
  await page.mouse.move(0, 0);
  await expect.poll(motion).toBe('winners-ticker-scroll running');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(panel.getByRole('button', { name: 'Pause winners' })).toHaveCount(0);
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expect(list.getByRole('listitem')).toHaveCount(7);
});

test('the sticky banner shows on the lobby and stays closed for the visit @cross-remote', async ({
  page,
}) => {
  await page.goto('/all-games');
  const banner = page.getByRole('complementary', { name: 'Promotion banner' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(
    banner.getByRole('link', { name: 'Weekend reload: 50% up to 200 on your next deposit.' }),
  ).toHaveAttribute('href', '/promotions');
  await banner.getByRole('button', { name: 'Close banner' }).click();
  await expect(banner).toHaveCount(0);

  const answered = page.waitForResponse((r) => r.url().includes('stickybanner'));
  await page.reload();
  await answered;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'All Games' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a list with a placed promo keeps its box: nothing shifts when the banner comes @cross-remote', async ({
  page,
}) => {
  await watchLayoutShift(page);
  await page.goto('/category/table-games');
  await expect(page.getByRole('heading', { name: 'Slots Weekend' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('list', { name: 'Table Games' }).getByRole('listitem').first(),
  ).toBeVisible();
  // and after the idle work of the page (the sticky banner comes last)
  await expect(page.getByRole('complementary', { name: 'Promotion banner' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await layoutShift(page)).toBe(0);
});

test('on a phone, /promotions lays out at once: widgets that answer first are not pushed down by the offers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShift(page);
  // the promos' answer is held until the widgets have answered
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/controller' && url.search.startsWith('?getpromos'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const widgetsAnswered = page.waitForResponse((response) =>
    new URL(response.url()).search.startsWith('?widgets'),
  );
  await page.goto(`${FUSION}/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await widgetsAnswered;
  release();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'More from the casino' })).toBeAttached();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await layoutShift(page)).toBe(0);
});

test('a list asks for the promotions remote only where the page says a promo is placed @cross-remote', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MatchingPromos')) asked.push(request.url());
  });
  await page.goto('/category/online-slots');
  await expect(
    page.getByRole('list', { name: 'Online Slots' }).getByRole('listitem').first(),
  ).toBeVisible();
  // the page's idle work is done when the sticky banner (the same remote) has come
  await expect(page.getByRole('complementary', { name: 'Promotion banner' })).toBeVisible({
    timeout: 20_000,
  });
  expect(asked).toEqual([]);

  // the list with a placed promo, opened from the first one
  await page.getByRole('link', { name: 'Table Games', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Slots Weekend' })).toBeVisible();
  expect(asked).toContainEqual(expect.stringMatching(/MatchingPromos\.\w+\.js$/));
});

test("home's top promo shows its image before the promotions remote and its promos have come, and the banner lays over it", async ({
  page,
}) => {
  await watchLayoutShift(page);
  // the promotions remote, then the promos' answer, are held back until the test lets them through
  const hold = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  };
  const remote = hold();
  const promos = hold();
  await page.route('http://localhost:8084/**', async (route) => {
    await remote.held;
    await route.continue();
  });
  await page.route(
    (url) => url.pathname === '/api/controller' && url.search.startsWith('?getpromos'),
    async (route) => {
      await promos.held;
      await route.continue();
    },
  );
  // not `load`: the page's load waits for the site's first screen, whose promo box asks for the
  // promotions remote held here
  await page.goto(`${FUSION}/`, { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('list', { name: 'New Games' }).getByRole('listitem').first(),
  ).toBeVisible();

  const announced = await page.locator('link[data-home-promo]').getAttribute('href');
  expect(announced).toMatch(/^http:\/\/localhost:8086\//);
  const shown = async (selector: string) => {
    const img = page.locator(selector);
    await expect(img).toHaveAttribute('src', announced!, { timeout: 20_000 });
    await expect
      .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
    // the page's painted box is replaced by the lobby's own as the lobby renders: a box read from
    // the one just replaced is null, so it is read until one answers
    let box: Awaited<ReturnType<typeof img.boundingBox>> = null;
    await expect.poll(async () => (box = await img.boundingBox())).not.toBeNull();
    return box;
  };
  // the lobby's box, while the remote is on its way
  const before = await shown('.home-promo-reserve img');

  // the remote's own box, while its promos are on its way: the same picture in the same place
  remote.release();
  expect(await shown('.promo-skeleton img')).toEqual(before);
  await expect(page.locator('.home-promo-reserve')).toHaveCount(0);

  promos.release();
  const banner = page.locator(`.promo-banner img[src="${announced}"]`).first();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.promo-skeleton img')).toHaveCount(0);
  // the banner's picture is where the waiting one was: the same pixels, now under its text
  expect(await banner.boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});

for (const width of [412, 700]) {
  test(`on a ${width} px phone, home's top promo is painted by the page itself, then home shows it in the same place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    // the picture is a player's (a guest's whole first screen is painted by the page); a new
    // player has no recent games that would come above New Games
    await signUpFreshPlayer(page, FUSION, 'pp');
    await watchLayoutShift(page);
    // home's module (the lobby remote) is held back until the test lets it through
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://localhost:8081/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${FUSION}/`, { waitUntil: 'domcontentloaded' });
    const announced = await page.locator('link[data-home-promo]').getAttribute('href');
    const boot = page.locator('#boot-promo');
    await expect(boot.locator('img')).toHaveAttribute('src', announced!);
    // still there once the shell is up and waits for home's module
    await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(page.locator('.page-skeleton')).toBeVisible();
    await expect(boot).toBeVisible();
    await expect
      .poll(() => boot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const before = await boot.boundingBox();
    expect(before?.width).toBe(width - 32);

    release();
    await expect(
      page.getByRole('list', { name: 'New Games' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(boot).toBeHidden();
    // home's own box of the promo (its reserve, or the banner) has the same place and size
    // (polled: the reserve makes way for the promotions' own box, then for the banner)
    await expect
      .poll(() => page.locator(`#root img[src="${announced}"]`).first().boundingBox())
      .toEqual(before);
    // (a player's bar filling in the header is the player's, not the page's picture's)
    expect(await layoutShift(page, { outsideHeader: true })).toBe(0);
    // and once the first screen is up, the page's picture is gone from the page
    await expect(boot).toHaveCount(0);
  });
}

test("home's top promo in the page is never shown on a wide screen, and gives way to the lobby's message when the lobby is down", async ({
  page,
}) => {
  await signUpFreshPlayer(page, FUSION, 'pp');
  // wide: the shell waits for home's module with its skeleton, and the page's picture stays hidden
  await page.route('http://localhost:8081/**', () => new Promise<void>(() => {}));
  await page.goto(`${FUSION}/`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.page-skeleton')).toBeVisible();
  await expect(page.locator('#boot-promo img')).toHaveAttribute('src', /^http/);
  await expect(page.locator('#boot-promo')).toBeHidden();

  await page.unroute('http://localhost:8081/**');
  await page.route('http://localhost:8081/**', (route) => route.abort());
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${FUSION}/`, { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
  ).toBeVisible();
  await expect(page.locator('#boot-promo')).toBeHidden();
});

for (const theme of ['light', 'dark'] as const) {
  test(`promotions page has no serious accessibility violations (${theme}) @cross-remote`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/promotions');
    await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(6);
    // no autoplay under reduced motion: no pause control either
    await expect(page.getByRole('button', { name: 'Next promotion' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('with the promotions remote stopped the site still works and Retry recovers', async ({
  page,
}) => {
  // a server stop and start on a slow machine
  test.setTimeout(60_000);
  await withRemoteStopped('mf_promotions', async () => {
    await page.goto(`${FUSION}/promotions`);
    await expect(
      page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // the lobby, whose home shows this remote's sections, works without them
    await page.goto(`${FUSION}/`);
    await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
      10,
      { timeout: 20_000 },
    );
    await page.goto(`${FUSION}/promotions`);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(6);
});
