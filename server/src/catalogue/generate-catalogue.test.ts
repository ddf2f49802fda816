import { EDGE } from './edge-cases';
import { generateCatalogue, kebab, type Catalogue } from './generate-catalogue';

const NOW = new Date('2026-06-15T12:00:00Z');
const fusion = generateCatalogue({ variant: 'fusion', now: NOW });
const single = generateCatalogue({ variant: 'single', now: NOW });

const bySlug = (c: Catalogue, shortname: string) =>
  c.games.filter((g) => g.shortname === shortname);
const one = (c: Catalogue, shortname: string) => {
  const list = bySlug(c, shortname);
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe('fusion catalogue', () => {
  it('has about 800 games from at least 15 providers with hyphenated names and a sportsbook', () => {
    expect(fusion.games).toHaveLength(800);
    const providers = new Set(fusion.games.map((g) => g.provider));
    expect(providers.size).toBeGreaterThanOrEqual(15);
    for (const p of ['red-tiger', 'play-n-go', 'big-time-gaming', 'sportsbook'])
      expect(providers.has(p)).toBe(true);
    expect(fusion.providers.map((p) => p.shortname).sort()).toEqual([...providers].sort());
    const sportsbookGames = fusion.games.filter((g) => g.provider === 'sportsbook');
    expect(sportsbookGames.map((g) => g.shortname)).toEqual(['first-sportsbook']);
  });

  it('has the fusion categories, 12+ themes, 8+ features and the sub groups with order', () => {
    expect(new Set(fusion.games.map((g) => g.category))).toEqual(
      new Set(['online-slots', 'table-games', 'video-poker', 'live-dealer']),
    );
    expect(fusion.categories.map((c) => c.shortname)).not.toContain('specialty-games');
    expect(new Set(fusion.games.flatMap((g) => g.themes)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(fusion.games.flatMap((g) => g.features)).size).toBeGreaterThanOrEqual(8);
    for (const group of [
      'popular',
      'top-slots',
      'classic',
      'high-volatility',
      'new',
      'game-of-the-month',
    ]) {
      const members = fusion.games.filter((g) => g.sub_groups.includes(group));
      expect(members.length).toBeGreaterThan(0);
      const orders = members.map(
        (g) => g.sub_groups_with_sort.find((s) => s.name === group)!.order,
      );
      expect(new Set(orders).size).toBe(members.length);
    }
    expect(fusion.games.filter((g) => g.sub_groups.includes('game-of-the-month'))).toHaveLength(1);
  });

  it('spreads release dates over years up to today', () => {
    const dates = fusion.games.map((g) => g.release_date).sort();
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(dates[dates.length - 1]! <= '2026-06-15').toBe(true);
    expect(Number(dates[0]!.slice(0, 4))).toBeLessThanOrEqual(2021);
  });

  it('has unique ids, kebab-case shortnames unique per provider and real-looking names', () => {
    expect(new Set(fusion.games.map((g) => g.id)).size).toBe(fusion.games.length);
    const keys = fusion.games.map((g) => `${g.shortname}|${g.provider}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of fusion.games) {
      expect(g.shortname).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(kebab(g.name)).toBe(g.shortname);
      expect(g.name).toMatch(/^[A-Z]/);
    }
  });

  it('offers shortnames by two and three providers', () => {
    expect(
      bySlug(fusion, EDGE.multiProvider2)
        .map((g) => g.provider)
        .sort(),
    ).toEqual(['play-n-go', 'red-tiger']);
    expect(
      bySlug(fusion, EDGE.multiProvider3)
        .map((g) => g.provider)
        .sort(),
    ).toEqual(['big-time-gaming', 'netent', 'pragmatic-play']);
    // nothing else is accidentally shared
    const counts = new Map<string, number>();
    for (const g of fusion.games) counts.set(g.shortname, (counts.get(g.shortname) ?? 0) + 1);
    expect(
      [...counts]
        .filter(([, n]) => n > 1)
        .map(([s]) => s)
        .sort(),
    ).toEqual([EDGE.multiProvider2, EDGE.multiProvider3].sort());
  });

  it('has synth, pre-release and locked games with server-side lock details', () => {
    for (const s of EDGE.synth) {
      const g = one(fusion, s);
      expect(g.synth).toBe(1);
      expect(g.synth_details?.imgLoader).toBe(`/synth/${s}/loader.jpg`);
    }
    expect(fusion.games.filter((g) => g.synth === 0).every((g) => !g.synth_details)).toBe(true);
    for (const s of EDGE.preRelease) expect(one(fusion, s).pre_release).toBe(1);
    const locks = [
      [EDGE.lockPlayerClass, 'player_class', null],
      [EDGE.lockEventDeposit, 'event', 'deposit'],
      [EDGE.lockEventSignup, 'event', 'signup'],
    ] as const;
    for (const [shortname, lockBy, event] of locks) {
      const g = one(fusion, shortname);
      expect(g.game_lock).toBe(1);
      expect(fusion.meta.get(g.id)?.lock).toMatchObject({ lock_by: lockBy, visible_event: event });
    }
    expect(fusion.meta.get(one(fusion, EDGE.lockEventSignup).id)?.lock?.target_date).toBe(
      '2026-07-15',
    );
    expect(fusion.games.filter((g) => g.game_lock === 1)).toHaveLength(3);
  });

  it('has jackpot games with every multiplier kind and one jackpot of 0', () => {
    expect(one(fusion, EDGE.jackpotNone)).toMatchObject({ jackpot_multiplier: null });
    expect(one(fusion, EDGE.jackpotNone).jackpot).toBeGreaterThan(0);
    expect(one(fusion, EDGE.jackpotAlways).jackpot_multiplier).toEqual({
      type: 'multiplier',
      multipliers: { value: 3 },
      schedule: null,
    });
    const active = one(fusion, EDGE.jackpotOneTimeActive).jackpot_multiplier!.schedule!;
    expect(active.repeat_param).toBe('one_time');
    expect(Date.parse(active.start_at!)).toBeLessThan(NOW.getTime());
    expect(Date.parse(active.end_at!)).toBeGreaterThan(NOW.getTime());
    const expired = one(fusion, EDGE.jackpotOneTimeExpired).jackpot_multiplier!.schedule!;
    expect(Date.parse(expired.end_at!)).toBeLessThan(NOW.getTime());
    expect(one(fusion, EDGE.jackpotDaily).jackpot_multiplier!.schedule).toEqual({
      repeat_param: 'daily',
      start_time: '00:00',
      end_time: '23:59',
    });
    const weekly = one(fusion, EDGE.jackpotWeekly).jackpot_multiplier!.schedule!;
    expect(weekly.repeat_param).toBe('weekly');
    expect(weekly.recurrence?.[1]).toHaveLength(7);
    expect(one(fusion, EDGE.jackpotBoosted).jackpot_multiplier).toMatchObject({
      type: 'boosted',
      multipliers: { value: 5000 },
    });
    expect(one(fusion, EDGE.jackpotZero).jackpot).toBe(0);
    const sum = fusion.games.reduce((s, g) => s + g.jackpot, 0);
    expect(fusion.total_jackpot).toBeCloseTo(sum, 2);
  });

  it('marks launch behaviours server-side only', () => {
    expect(fusion.meta.get(one(fusion, EDGE.mobileOnly).id)?.launch).toBe('mobile_only');
    expect(fusion.meta.get(one(fusion, EDGE.invalidGame).id)?.launch).toBe('invalid_game');
    expect(JSON.stringify(fusion.games)).not.toMatch(/launch|mobile_only|invalid_game|lock_by/);
  });
});

describe('single-provider catalogue', () => {
  it('has one provider, specialty games, synth games and the shared edge cases', () => {
    expect(single.games).toHaveLength(150);
    expect(single.providers).toHaveLength(1);
    expect(new Set(single.games.map((g) => g.provider)).size).toBe(1);
    expect(single.games.some((g) => g.category === 'specialty-games')).toBe(true);
    expect(single.games.some((g) => g.category === 'live-dealer')).toBe(false);
    expect(single.games.filter((g) => g.synth === 1).length).toBeGreaterThanOrEqual(2);
    for (const s of [EDGE.lockPlayerClass, EDGE.jackpotZero, EDGE.mobileOnly, ...EDGE.synth])
      one(single, s);
    expect(bySlug(single, EDGE.sportsbook)).toHaveLength(0);
  });
});

describe('determinism and size', () => {
  it('gives the same output for the same seed and date, and another for another seed', () => {
    const again = generateCatalogue({ variant: 'fusion', now: NOW });
    expect(JSON.stringify(again.games)).toBe(JSON.stringify(fusion.games));
    const other = generateCatalogue({ variant: 'fusion', now: NOW, seed: 'another' });
    expect(JSON.stringify(other.games)).not.toBe(JSON.stringify(fusion.games));
  });

  it('generates 10,000 games for benchmarks, all unique', () => {
    const big = generateCatalogue({ variant: 'fusion', count: 10_000, now: NOW });
    expect(big.games).toHaveLength(10_000);
    const keys = new Set(big.games.map((g) => `${g.shortname}|${g.provider}`));
    expect(keys.size).toBe(10_000);
    one(big, EDGE.jackpotZero);
  });
});
