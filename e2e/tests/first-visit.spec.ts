import { waitForFirstScreen } from '../support/first-screen';
import { expect, test } from '../support/cross-remote';

test('the first screen boots from the page itself and the local catalogue follows @cross-remote', async ({
  page,
}) => {
  test.slow();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(10);
  // the boot info came with the page: no round trip for it
  expect(asked).not.toContain('/api/boot');
  // and the browser's catalogue database equals the server's catalogue after the load
  const served = await page.request.get('/api/controller?getgames');
  const count = ((await served.json()) as { games: unknown[] }).games.length;
  // (written once the first screen is up and the page is idle: allow a busy machine its time)
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('parlor-catalogue');
              // Not there yet: do not create it (an open connection would block the site's
              // own upgrade of the database).
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(-1);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('games')) {
                  db.close();
                  return resolve(0);
                }
                const request = db.transaction('games').objectStore('games').count();
                request.onsuccess = () => {
                  resolve(request.result);
                  db.close();
                };
              };
            }),
        ),
      { timeout: 30_000 },
    )
    .toBe(count);
});

test('the page itself asks for the scripts and styles the shell starts with @cross-remote', async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get('/')).text();
  const preloaded = new Set(
    [
      ...html.matchAll(/<link rel="(?:preload" as="(?:script|style)|stylesheet)" href="([^"]+)"/g),
    ].map((m) => m[1]),
  );
  const site = new URL(baseURL ?? '/').origin;
  // the shell's own scripts and styles asked for before it asks for home's remote module
  const boot: string[] = [];
  let booted = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('__federation_expose_HomePage')) booted = true;
    if (!booted && url.origin === site && /\.(js|css)$/.test(url.pathname)) boot.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(10);
  expect(booted).toBe(true);
  // the chunks main.js loads are in the page beside it (a guest's page paints with the shell's
  // styles, so they are its stylesheets): none waits for main.js to have run
  const chunks = boot.filter((file) => file !== '/main.js');
  expect(chunks.length).toBeGreaterThan(3);
  expect(chunks.filter((file) => !preloaded.has(file))).toEqual([]);
  // React, React DOM, the router, i18next and zustand come in one file, not one each
  expect(chunks.filter((file) => /^\/startup-vendors\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
  expect(chunks.filter((file) => file.endsWith('.js')).length).toBeLessThan(6);
  // and each of them, main.js too, asks the browser to compile it as it downloads (V8's hint
  // counts only as the file's first line)
  for (const file of ['/main.js', ...chunks.filter((name) => name.endsWith('.js'))]) {
    const text = await (await page.request.get(file)).text();
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});

test("a list page preloads exactly its grid's first tiles' images", async ({ page }) => {
  // fusion lists, and the classic casino's (one provider, portrait thumbnails)
  for (const path of [
    '/category/online-slots',
    '/theme/ancient-egypt',
    '/all-games',
    'http://classic.localhost:8080/category/online-slots',
  ]) {
    await page.goto(path);
    const preloaded = await page
      .locator('link[rel="preload"][as="image"][type="image/webp"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toHaveLength(4);
    // the grid itself, not its skeleton
    const grid = page.locator('main ul.game-grid:not([aria-busy])').first();
    await expect
      .poll(() =>
        grid
          .locator('li source[type="image/webp"]')
          .evaluateAll((sources) => sources.slice(0, 4).map((s) => s.getAttribute('srcset'))),
      )
      .toEqual(preloaded);
  }
});

for (const { path, remote, expose, call, heading } of [
  {
    path: '/tournaments',
    remote: ':8083/',
    expose: 'TournamentsPage',
    call: 'gettournaments',
    heading: 'Tournaments',
  },
  {
    path: '/promotions',
    remote: ':8084/',
    expose: 'PromotionsPage',
    call: 'getpromos',
    heading: 'Promotions',
  },
]) {
  test(`a first visit to ${path} gets its page's files with the page, and its answer in it`, async ({
    page,
  }) => {
    // A visitor's first visit to a site that is up: the site has read the remote's manifest (a
    // page waits only 150 ms for one the site has never read, the first page after its start).
    const hintsOf = async () =>
      [
        ...(await (await page.request.get(path)).text()).matchAll(
          /<link rel="preload" as="script" href="([^"]+)"/g,
        ),
      ].map((m) => m[1]!);
    await expect
      .poll(async () =>
        (await hintsOf()).some((href) => href.includes(`__federation_expose_${expose}`)),
      )
      .toBe(true);
    const hinted = await hintsOf();
    // the remote's entry and the page module's scripts are named by the page itself
    expect(
      hinted.filter((href) => href.includes(remote) && href.endsWith('remoteEntry.js')),
    ).toHaveLength(1);
    expect(hinted.filter((href) => href.includes(`__federation_expose_${expose}`))).toHaveLength(1);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).search.startsWith(`?${call}`)) asked.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await waitForFirstScreen(page);
    // the site rendered the page from a guest's answer and the page carries it: the browser's
    // first render of the page (its hydration) takes that one, and asks the controller for none
    expect(asked).toEqual([]);
  });
}
