import 'fake-indexeddb/auto';
import type { Game, GamesPayload } from '../types/entities';
import { makeGame } from '../test-utils/fixtures';
import {
  countGames,
  getAllGames,
  getCatalogueDb,
  getCategories,
  getCategoryByShortname,
  getFeatures,
  getGame,
  getGameById,
  getGamesByCategory,
  getGamesByFeature,
  getGamesByProvider,
  getGamesByShortname,
  getGamesBySubGroup,
  getGamesByTheme,
  getNewestGames,
  getProviderByShortname,
  getProviders,
  getThemes,
  refillCatalogue,
  resetCatalogueDb,
  setMemoryCatalogue,
  syncCatalogue,
} from './catalogue-db';

const game = (id: number, overrides: Partial<Game> = {}): Game =>
  makeGame({
    id,
    name: `Game ${id}`,
    display_name: `Game ${id}`,
    shortname: `game-${id}`,
    ...overrides,
  });

function payload(games: Game[], extra: Partial<GamesPayload> = {}): GamesPayload {
  return {
    games,
    providers: [
      { id: 1, name: 'Nova', shortname: 'nova' },
      { id: 2, name: 'Red Rake', shortname: 'red-rake' },
      { id: 3, name: 'Empty', shortname: 'empty' },
    ],
    themes: [{ id: 1, name: 'Egypt', shortname: 'egypt' }],
    features: [{ id: 1, name: 'Free Spins', shortname: 'free-spins' }],
    categories: [
      { id: 1, name: 'Online Slots', shortname: 'online-slots' },
      { id: 2, name: 'Table Games', shortname: 'table-games' },
    ],
    total_jackpot: 0,
    ...extra,
  };
}

const catalogue = payload([
  game(1, { shortname: 'gold-rush', provider: 'nova', themes: ['egypt'], sub_groups: ['popular'] }),
  game(2, { shortname: 'gold-rush', provider: 'red-rake', release_date: '2025-03-01' }),
  game(3, { provider: 'red-rake', category: 'table-games', features: ['free-spins', 'wilds'] }),
  game(4, { shortname: 'first-sportsbook', provider: 'nova', category: 'sports' }),
  game(5, { release_date: '2023-06-15', sub_groups: ['popular', 'new'] }),
]);

let errorSpy: jest.SpyInstance;
beforeEach(async () => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setMemoryCatalogue(null);
  await (await getCatalogueDb()).delete();
  await resetCatalogueDb();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('refillCatalogue', () => {
  it('does not touch IndexedDB on import', async () => {
    const open = jest.spyOn(indexedDB, 'open');
    await jest.isolateModulesAsync(async () => {
      await import('./catalogue-db');
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('fills every table', async () => {
    await expect(refillCatalogue(catalogue)).resolves.toBe(true);
    expect(await countGames()).toBe(5);
    expect(await getThemes()).toHaveLength(1);
    expect(await getFeatures()).toHaveLength(1);
    expect(await getCategories()).toHaveLength(2);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('counts games per provider, leaving out the sportsbook', async () => {
    await refillCatalogue(catalogue);
    const counts = Object.fromEntries(
      (await getProviders()).map((p) => [p.shortname, p.gamescount]),
    );
    expect(counts).toEqual({ nova: 2, 'red-rake': 2, empty: 0 });
  });

  it('replaces the previous data', async () => {
    await refillCatalogue(catalogue);
    await refillCatalogue(
      payload([game(10, { provider: 'empty' })], {
        providers: [{ id: 3, name: 'Empty', shortname: 'empty' }],
        themes: [],
      }),
    );
    expect((await getAllGames()).map((g) => g.id)).toEqual([10]);
    expect(await getProviders()).toEqual([
      { id: 3, name: 'Empty', shortname: 'empty', gamescount: 1 },
    ]);
    expect(await getThemes()).toEqual([]);
  });

  it('is atomic: a failing refill leaves the old data', async () => {
    await refillCatalogue(catalogue);
    const broken = payload([game(20), game(21)], {
      // An invalid primary key makes the last write fail after the clears ran.
      categories: [{ id: null as unknown as number, name: 'Broken', shortname: 'broken' }],
    });
    await expect(refillCatalogue(broken)).resolves.toBe(false);
    expect(errorSpy).toHaveBeenCalled();
    expect((await getAllGames()).map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(await getCategories()).toHaveLength(2);
  });

  it('keeps the old data when there is no payload', async () => {
    await refillCatalogue(catalogue);
    await expect(refillCatalogue(null)).resolves.toBe(false);
    expect(await countGames()).toBe(5);
  });

  it('refills 10,000 games', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      game(i + 1, {
        provider: `p${i % 20}`,
        themes: ['egypt', 'fruits'],
        features: ['free-spins'],
        sub_groups: i % 10 === 0 ? ['popular'] : [],
      }),
    );
    await expect(refillCatalogue(payload(many))).resolves.toBe(true);
    expect(await countGames()).toBe(10_000);
    expect(await getGamesBySubGroup('popular')).toHaveLength(1_000);
  }, 30_000);
});

describe('the catalogue version', () => {
  const v1 = { ...catalogue, version: 'v1' };

  it('skips the rewrite when the database already holds this version', async () => {
    await expect(syncCatalogue(v1)).resolves.toBe('written');
    // a row changed behind the catalogue's back stays: nothing was rewritten
    await (await getCatalogueDb()).games.update(1, { name: 'Changed here' });
    await expect(syncCatalogue(v1)).resolves.toBe('unchanged');
    expect((await getGameById(1))?.name).toBe('Changed here');
  });

  it('rewrites a changed catalogue, so the database equals the new one', async () => {
    await syncCatalogue(v1);
    const v2 = payload([game(7, { provider: 'nova' }), game(8, { provider: 'red-rake' })], {
      version: 'v2',
    });
    await expect(syncCatalogue(v2)).resolves.toBe('written');
    expect((await getAllGames()).map((g) => g.id)).toEqual([7, 8]);
    expect((await getProviderByShortname('nova'))?.gamescount).toBe(1);
    // and the old version is not taken for the current one any more
    await expect(syncCatalogue(v1)).resolves.toBe('written');
    expect(await countGames()).toBe(5);
  });

  it('always rewrites a catalogue without a version', async () => {
    await syncCatalogue(catalogue);
    await (await getCatalogueDb()).games.update(1, { name: 'Changed here' });
    await expect(syncCatalogue(catalogue)).resolves.toBe('written');
    expect((await getGameById(1))?.name).toBe('Game 1');
  });

  it('writes in many short slices of one transaction, all or nothing', async () => {
    const many = Array.from({ length: 600 }, (_, i) => game(i + 1));
    // a zero-length slice yields after every row
    await expect(
      syncCatalogue(payload(many, { version: 'big' }), undefined, { sliceMs: 0 }),
    ).resolves.toBe('written');
    expect(await countGames()).toBe(600);
    const broken = payload([...many.slice(0, 300), game(1)], { version: 'broken' });
    await expect(syncCatalogue(broken, undefined, { sliceMs: 0 })).resolves.toBe('failed');
    expect(await countGames()).toBe(600);
    await expect(syncCatalogue(payload(many, { version: 'big' }))).resolves.toBe('unchanged');
  });

  it('ends a slice as soon as its time is up, even when every row is slow', async () => {
    // every add costs 1 ms of the page's clock: a 3 ms slice must end after 3 rows
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const add = IDBObjectStore.prototype.add;
    const sliceSizes: number[] = [];
    let rowsInSlice = 0;
    const spy = jest.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      clock += 1;
      rowsInSlice += 1;
      const request = add.apply(this, args);
      // the slice's last request carries the next slice
      Object.defineProperty(request, 'onsuccess', {
        configurable: true,
        set(next: ((event: Event) => void) | null) {
          sliceSizes.push(rowsInSlice);
          rowsInSlice = 0;
          request.addEventListener('success', (event) => next?.(event));
        },
      });
      return request;
    });
    const many = Array.from({ length: 40 }, (_, i) => game(i + 1));
    await expect(
      syncCatalogue(payload(many, { version: 'slow' }), undefined, { sliceMs: 3 }),
    ).resolves.toBe('written');
    spy.mockRestore();
    expect(await countGames()).toBe(40);
    expect(sliceSizes.length).toBeGreaterThanOrEqual(13);
    expect(Math.max(...sliceSizes)).toBe(3);
  });
});

describe('the in-memory catalogue', () => {
  it('answers queries without the database, in the order the database would', async () => {
    setMemoryCatalogue({ ...catalogue, games: [...catalogue.games].reverse() });
    const open = jest.spyOn(await getCatalogueDb(), 'open');
    expect((await getAllGames()).map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await getProviderByShortname('nova'))?.gamescount).toBe(2);
    expect((await getNewestGames(2)).map((g) => g.id)).toEqual([2, 4]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe.each([
  ['the database', async () => void (await refillCatalogue(catalogue))],
  ['memory', async () => setMemoryCatalogue(catalogue)],
])('queries answered from %s', (_from, fill) => {
  beforeEach(fill);

  it('finds games by index', async () => {
    const ids = (games: Game[]) => games.map((g) => g.id).sort((a, b) => a - b);
    expect(ids(await getGamesByShortname('gold-rush'))).toEqual([1, 2]);
    expect((await getGame('gold-rush', 'red-rake'))?.id).toBe(2);
    expect(await getGame('gold-rush', 'nobody')).toBeUndefined();
    expect((await getGameById(3))?.shortname).toBe('game-3');
    expect(ids(await getGamesByProvider('red-rake'))).toEqual([2, 3]);
    expect(ids(await getGamesByCategory('table-games'))).toEqual([3]);
    expect(ids(await getGamesBySubGroup('popular'))).toEqual([1, 5]);
    expect(ids(await getGamesByTheme('egypt'))).toEqual([1]);
    expect(ids(await getGamesByFeature('wilds'))).toEqual([3]);
    expect((await getNewestGames(2)).map((g) => g.id)).toEqual([2, 4]);
    expect((await getProviderByShortname('nova'))?.gamescount).toBe(2);
    expect((await getCategoryByShortname('table-games'))?.id).toBe(2);
  });
});

describe('database queries', () => {
  beforeEach(async () => {
    await refillCatalogue(catalogue);
  });

  it('logs query errors and returns empty results', async () => {
    const db = await getCatalogueDb();
    jest.spyOn(db.games, 'toArray').mockRejectedValue(new Error('boom'));
    jest.spyOn(db.games, 'where').mockImplementation(() => {
      throw new Error('boom');
    });
    jest.spyOn(db.games, 'filter').mockImplementation(() => {
      throw new Error('boom');
    });
    jest.spyOn(db.games, 'get').mockRejectedValue(new Error('boom'));
    await expect(getAllGames()).resolves.toEqual([]);
    await expect(getGamesByCategory('online-slots')).resolves.toEqual([]);
    await expect(getGame('gold-rush', 'nova')).resolves.toBeUndefined();
    await expect(getGameById(1)).resolves.toBeUndefined();
    expect(errorSpy).toHaveBeenCalledTimes(4);
  });

  it('survives a closed database', async () => {
    (await getCatalogueDb()).close({ disableAutoOpen: true });
    await expect(getProviders()).resolves.toEqual([]);
    await expect(countGames()).resolves.toBe(0);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });
});
