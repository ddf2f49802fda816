import type {
  GameOfTheMonth,
  PromosResponse,
  StickyBanner,
  Widget,
  Winner,
} from '@parlor/shared/types';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost:8080', cookie?: string) =>
  t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const promos = (body: Record<string, string>, host = 'localhost:8080') =>
  t.app.inject({
    method: 'POST',
    url: '/api/controller?getpromos',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

describe('getpromos', () => {
  it('answers custom promos, regular cards and the category for the promotions page', async () => {
    const res = await promos({ lang: 'en', target: 'ucc_promotions' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PromosResponse>();
    expect(body.category).toBe('casino');
    expect(body.custom_promos.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106]);
    // fusion has an odd number of cards (the page adds a wildcard card), classic an even one
    expect(body.regular_promos).toHaveLength(5);
    const classic = (
      await promos({ lang: 'en', target: 'ucc_promotions' }, 'classic.localhost')
    ).json<PromosResponse>();
    expect(classic.regular_promos).toHaveLength(4);
    expect(classic.custom_promos).toHaveLength(2);
  });

  it('covers every placement, a video and every schedule kind', async () => {
    const body = (await promos({ lang: 'en', target: 'ucc_promotions' })).json<PromosResponse>();
    const all = [...body.custom_promos, ...body.regular_promos];
    const on = body.custom_promos.map((p) => p.display_on);
    expect(on).toContain(null);
    for (const list of ['pages', 'categories', 'sub_groups', 'themes'] as const) {
      expect(on.some((d) => d && (d[list]?.length ?? 0) > 0)).toBe(true);
    }
    expect(all.some((p) => p.image.endsWith('.mp4'))).toBe(true);
    const kinds = new Set(all.map((p) => p.schedule_values?.repeat_param ?? 'none'));
    expect([...kinds].sort()).toEqual(['daily', 'none', 'one_time', 'weekly']);
    const weekly = all.find((p) => p.schedule_values?.repeat_param === 'weekly')!;
    expect(weekly.schedule_values?.recurrence?.[1]).toEqual(expect.arrayContaining(['friday']));
    expect(weekly.schedule_values?.weekly_end_time).toMatch(/^\d\d:\d\d$/);
  });

  it('speaks four languages and leaves the cards out for the lobby or with regular_only', async () => {
    const titles = new Set<string>();
    for (const lang of ['en', 'de', 'es', 'fr']) {
      const body = (await promos({ lang, target: 'ucc_lobby' })).json<PromosResponse>();
      expect(body.regular_promos).toEqual([]);
      titles.add(body.custom_promos[0]!.title);
    }
    expect(titles.size).toBe(4);
    const regular = (
      await promos({ lang: 'fr', target: 'ucc_promotions', regular_only: '1' })
    ).json<PromosResponse>();
    expect(regular.custom_promos).toEqual([]);
    expect(regular.regular_promos[0]!.cta_text).toBe('Utiliser');
  });

  it('refuses a bad language, target or flag, and GET', async () => {
    expect((await promos({ lang: 'xx', target: 'ucc_lobby' })).statusCode).toBe(400);
    expect((await promos({ lang: 'en', target: 'home' })).statusCode).toBe(400);
    expect(
      (await promos({ lang: 'en', target: 'ucc_lobby', regular_only: 'yes' })).statusCode,
    ).toBe(400);
    expect((await get('/api/controller?getpromos')).statusCode).toBe(405);
  });
});

describe('operator content', () => {
  it('runs a promo script only in a sandboxed document of its own', async () => {
    const res = await get('/api/controller?promoframe&id=105&entry=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).not.toMatch(/allow-same-origin/);
    expect(res.body).toContain('<script>');
    expect((await get('/api/controller?promoframe&id=105&entry=9')).statusCode).toBe(404);
    expect((await get('/api/controller?promoframe&id=abc')).statusCode).toBe(400);
  });

  it('answers widget markup as a fragment and as a sandboxed document', async () => {
    const fragment = await get('/api/controller?widget&name=synth&lang=de');
    expect(fragment.json<{ html: string }>().html).toContain('Synth-Spiele');
    const doc = await get('/api/controller?widgethtml&name=promotion');
    // an opaque origin, and no script source: none of the operator's scripts can run
    expect(doc.headers['content-security-policy']).toMatch(
      /^sandbox allow-scripts; default-src 'none';/,
    );
    expect(doc.headers['content-security-policy']).not.toContain('script-src');
    expect(doc.body).toContain('Promotions');
    expect((await get('/api/controller?widget&name=evil')).statusCode).toBe(400);
  });
});

describe('blocks', () => {
  it('answers the named widgets, the fortune teller not in the fun casino', async () => {
    const pod = (await get('/api/controller?escapepodwidget&lang=es')).json<Widget>();
    expect(pod).toMatchObject({ kind: 'escapepodwidget', title: 'Cápsula de escape' });
    expect((await get('/api/controller?crewponwidget')).statusCode).toBe(200);
    expect((await get('/api/controller?fortunetellerwidget')).statusCode).toBe(200);
    expect((await get('/api/controller?fortunetellerwidget', 'fun.localhost')).statusCode).toBe(
      404,
    );
  });

  it('answers the game of the month and the sticky banner', async () => {
    const gotm = (await get('/api/controller?gameofthemonth')).json<GameOfTheMonth>();
    expect(gotm.cta.link).toMatch(/^\/play\/[a-z0-9-]+$/);
    expect(gotm.image).toMatch(/landscape\.jpg$/);
    const banner = (
      await get('/api/controller?stickybanner', 'localhost', 'lang=fr')
    ).json<StickyBanner>();
    expect(banner.text).toMatch(/week-end/);
  });
});

describe('winners', () => {
  it('lists a real big win of a player with the seeded history, by alias', async () => {
    const before = (await get('/api/controller?winners')).json<Winner[]>();
    expect(before.length).toBeGreaterThanOrEqual(12);
    // first name and initial, as on the leaderboards
    expect(before.every((w) => /^\S+ [A-Z]\.$/.test(w.username))).toBe(true);
    const db = t.app.parlor.db;
    const player = db
      .prepare("SELECT id FROM players WHERE casino_key = 'fusion' AND username = 'vip'")
      .get() as { id: number };
    const insert = db.prepare(
      `INSERT INTO bets (player_id, shortname, provider, round_id, stake_cents, win_cents,
         balance_after_cents, real_money, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 1, ?)`,
    );
    // a big win (20x, 100.00) and a small one (1x) that is no news
    insert.run(player.id, 'wolf-gold-rush', 'netent', 'r1', 500, 10_000, Date.now());
    insert.run(player.id, 'wolf-gold-rush', 'netent', 'r2', 500, 500, Date.now() + 1);
    const after = (await get('/api/controller?winners')).json<Winner[]>();
    const real = after.filter((w) => w.shortname === 'wolf-gold-rush');
    expect(real).toEqual([
      expect.objectContaining({ amount: 100, provider: 'netent', game: expect.any(String) }),
    ]);
    // the player's leaderboard alias, never their login name (SECURITY.md): not `vip***`
    expect(real[0]!.username).toBe('Victor V.');
    expect(after.some((w) => /vip/i.test(w.username))).toBe(false);
    // the classic casino does not see the fusion casino's wins
    const classic = (await get('/api/controller?winners', 'classic.localhost')).json<Winner[]>();
    expect(classic.some((w) => w.shortname === 'wolf-gold-rush')).toBe(false);
  });
});
