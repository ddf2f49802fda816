import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, tempDir, type TestApp } from '../testing/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = tempDir('parlor-shell-');
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Parlor</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ shellDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, host: string) => t.app.inject({ url, headers: { host } });
const PRELOAD =
  /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" data-home-promo>/;

describe("home's top promo", () => {
  it('is preloaded with high priority by the home page of the webplay casino', async () => {
    const res = await page('/', 'localhost:8080');
    const m = PRELOAD.exec(res.body);
    expect(m?.[1]).toMatch(/^http:\/\/localhost:8086\/games\/.+\/landscape\.jpg$/);
    expect(res.body.indexOf('data-home-promo')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('is not preloaded on other pages or where home has no top promo', async () => {
    expect((await page('/promotions', 'localhost:8080')).body).not.toMatch(PRELOAD);
    expect((await page('/', 'classic.localhost:8080')).body).not.toMatch(PRELOAD);
  });
});

describe("home's top promo in the page itself", () => {
  const BOOT =
    /<div id="boot-promo" class="boot-promo" aria-hidden="true"><img src="([^"]+)" alt="" fetchpriority="high"><\/div><\/body>/;

  it('is the preloaded picture, at the end of the body of home', async () => {
    const { body } = await page('/', 'localhost:8080');
    expect(BOOT.exec(body)?.[1]).toBe(PRELOAD.exec(body)?.[1]);
  });

  it('is not in other pages, nor where home has no top promo', async () => {
    expect((await page('/category/table-games', 'localhost:8080')).body).not.toMatch(BOOT);
    expect((await page('/', 'classic.localhost:8080')).body).not.toMatch(BOOT);
  });
});

describe('lists with a placed promo', () => {
  const META = /<meta name="parlor-promo-pages" content="([^"]*)">/;

  it("are named in every page, so the lobby keeps their banner's box", async () => {
    const fusion = META.exec((await page('/category/table-games', 'localhost:8080')).body);
    expect(fusion?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(['/category/table-games', '/all-games', '/theme/ancient-egypt']),
    );
    // the same list on any page: a visit may go on to any of them
    expect(META.exec((await page('/promotions', 'localhost:8080')).body)?.[1]).toBe(fusion?.[1]);
    const classic = META.exec((await page('/', 'classic.localhost:8080')).body);
    expect(classic?.[1]?.split(' ')).toContain('/subgroup/popular');
  });

  it('include the pages outside the lists that a promo lists in display_on', async () => {
    const fusion = META.exec((await page('/favorites', 'localhost:8080')).body)?.[1]?.split(' ');
    // favorites; providers and each provider's page; tournaments and each tournament
    expect(fusion).toEqual(
      expect.arrayContaining([
        '/favorites',
        '/providers',
        '/providers/',
        '/tournaments',
        '/tournaments/',
      ]),
    );
    const classic = META.exec((await page('/', 'classic.localhost:8080')).body)?.[1]?.split(' ');
    expect(classic).not.toContain('/favorites');
  });
});
