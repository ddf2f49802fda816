// The local game catalogue (docs/product-rules.md, "Browser storage"): a Dexie database that equals the server's
// catalogue after every load, plus the same catalogue in memory for the page that loaded it.
// Queries answer from memory when it is there (no IndexedDB read in the way of a paint) and from
// Dexie otherwise. The refill is skipped when the catalogue's version is unchanged and otherwise
// runs in short slices of one transaction (docs/performance.md). Query errors are logged and give
// empty results (docs/product-rules.md).
import type { Dexie, Table } from 'dexie';
import type { Category, Feature, Game, GamesPayload, Provider, Theme } from '../types/entities';
import { byNewestRelease } from '../domain/games-list';

export const CATALOGUE_DB_NAME = 'parlor-catalogue';

/** Never shown as a tile and left out of provider filters, so not counted either (docs/product-rules.md, "Game visibility"). */
const HIDDEN_GAME = 'first-sportsbook';

export type CatalogueDb = Dexie & {
  games: Table<Game, number>;
  providers: Table<Provider, number>;
  features: Table<Feature, number>;
  themes: Table<Theme, number>;
  categories: Table<Category, number>;
  meta: Table<CatalogueMeta, string>;
};

/**
 * Opens a handle on the database. Dexie is loaded here, on first use, not with the page: the
 * first screen renders from the catalogue in memory, so the database (and its 30 KiB of code)
 * is only needed after the first paint (docs/performance.md).
 */
export async function createCatalogueDb(name = CATALOGUE_DB_NAME): Promise<CatalogueDb> {
  const { Dexie } = await import('dexie');
  // The catalogue is refilled from the server on every load, so a write lost in a crash costs
  // nothing: skip the flush to disk (relaxed) and Dexie's live-query cache (never used here).
  const db = new Dexie(name, { chromeTransactionDurability: 'relaxed', cache: 'disabled' });
  db.version(1).stores({
    // One index beside the key: each costs on the 10,000-game refill at every load, while a
    // scan of the whole table for a list is a few milliseconds.
    games: 'id, shortname',
    providers: 'id, shortname',
    features: 'id, shortname',
    themes: 'id, shortname',
    categories: 'id, shortname',
  });
  // The version of the catalogue the tables hold, written in the refill's own transaction.
  db.version(2).stores({ meta: 'key' });
  return db as CatalogueDb;
}

export interface CatalogueMeta {
  key: string;
  version: string | null;
}

const META_KEY = 'catalogue';

let instance: Promise<CatalogueDb> | null = null;

/** The database, created on first use so that importing this module has no side effect. */
export function getCatalogueDb(): Promise<CatalogueDb> {
  instance ??= createCatalogueDb();
  return instance;
}

/** Closes and forgets the instance (tests; a later getCatalogueDb() opens a new one). */
export async function resetCatalogueDb(): Promise<void> {
  const current = instance;
  instance = null;
  (await current)?.close();
}

/** Per provider shortname, the number of games a player can see as tiles. */
export function countGamesByProvider(games: readonly Game[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) {
    if (game.shortname === HIDDEN_GAME) continue;
    counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
  }
  return counts;
}

export type RefillOutcome = 'unchanged' | 'written' | 'failed';

export interface RefillOptions {
  /** longest run of writes placed in one task, ms (the main thread is yielded in between) */
  sliceMs?: number;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The providers of a payload with the number of games a player can see per provider. */
function providersWithCounts(payload: GamesPayload): Provider[] {
  const counts = countGamesByProvider(payload.games);
  return (payload.providers ?? []).map((p) => ({
    ...p,
    gamescount: counts.get(p.shortname) ?? 0,
  }));
}

/**
 * Makes the local database equal the payload. When the payload's `version` is the one the
 * database already holds, nothing is written ('unchanged'). Otherwise the whole catalogue is
 * replaced in ONE read-write transaction (on any failure nothing changes), its rows placed in
 * slices of at most `sliceMs`: the next slice is placed from the success event of the previous
 * slice's last request, so the transaction stays alive while the main thread is free in between.
 * 4 ms: with 8, a slice's task (its adds, the success event's dispatch) took 10-12 ms, and at a
 * phone's speed every task of 10 ms or more of ours counts whole against the page's blocking time.
 * Never rejects.
 */
export async function syncCatalogue(
  payload: GamesPayload | null | undefined,
  given?: CatalogueDb,
  { sliceMs = 4 }: RefillOptions = {},
): Promise<RefillOutcome> {
  if (!payload || !Array.isArray(payload.games)) {
    console.error('refillCatalogue: no games payload, the local catalogue is left as it was');
    return 'failed';
  }
  let db: CatalogueDb;
  try {
    db = given ?? (await getCatalogueDb());
  } catch (error) {
    console.error('refillCatalogue: the local database could not be opened', error);
    return 'failed';
  }
  const version = typeof payload.version === 'string' && payload.version ? payload.version : null;
  if (version !== null) {
    try {
      if ((await db.meta.get(META_KEY))?.version === version) return 'unchanged';
    } catch (error) {
      console.error('refillCatalogue: the catalogue version could not be read', error);
    }
  }
  const tables: [string, readonly object[]][] = [
    ['games', payload.games],
    ['providers', providersWithCounts(payload)],
    ['features', payload.features ?? []],
    ['themes', payload.themes ?? []],
    ['categories', payload.categories ?? []],
  ];
  try {
    await db.transaction(
      'rw',
      [db.games, db.providers, db.features, db.themes, db.categories, db.meta],
      (tx) => {
        // Straight to IndexedDB, one request per row and no promise per request: a refill of
        // 10,000 games is dominated by per-request cost. Requests run in the order placed; any
        // failure aborts the whole transaction, so the previous catalogue stays.
        const idb = tx.idbtrans;
        for (const [table] of tables) idb.objectStore(table).clear();
        let t = 0;
        let row = 0;
        const place = (): void => {
          const started = now();
          let last: IDBRequest | null = null;
          while (t < tables.length) {
            const [table, rows] = tables[t]!;
            const store = idb.objectStore(table);
            while (row < rows.length) {
              last = store.add(rows[row++]!);
              // the clock after every row: one add of a large game row can take a millisecond
              // on a busy first visit, and a check every 8 rows still overran a slice to 18 ms;
              // reading the clock costs far less than an add
              if (now() - started >= sliceMs) {
                last.onsuccess = place;
                return;
              }
            }
            t += 1;
            row = 0;
          }
          idb.objectStore('meta').put({ key: META_KEY, version } satisfies CatalogueMeta);
        };
        place();
      },
    );
    return 'written';
  } catch (error) {
    console.error('refillCatalogue: the local catalogue could not be refilled', error);
    return 'failed';
  }
}

/** syncCatalogue that answers whether the local database now equals the payload. */
export async function refillCatalogue(
  payload: GamesPayload | null | undefined,
  db?: CatalogueDb,
  options?: RefillOptions,
): Promise<boolean> {
  return (await syncCatalogue(payload, db, options)) !== 'failed';
}

interface MemoryCatalogue {
  games: Game[];
  providers: Provider[];
  features: Feature[];
  themes: Theme[];
  categories: Category[];
}

let memory: MemoryCatalogue | null = null;
/** The in-memory catalogue answer's `total_jackpot` (null: it had none). */
let memoryJackpot: number | null = null;

const byId = <T extends { id: number }>(rows: readonly T[] | undefined): T[] =>
  [...(rows ?? [])].sort((a, b) => a.id - b.id);

/**
 * Keeps the payload in memory for this page's queries (in the order Dexie would answer them);
 * null forgets it, and queries read the database again.
 */
export function setMemoryCatalogue(payload: GamesPayload | null): void {
  memory =
    payload && Array.isArray(payload.games)
      ? {
          games: byId(payload.games),
          providers: byId(providersWithCounts(payload)),
          features: byId(payload.features),
          themes: byId(payload.themes),
          categories: byId(payload.categories),
        }
      : null;
  const total = payload?.total_jackpot;
  memoryJackpot = typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : null;
}

/**
 * The total jackpot of the catalogue answer in memory (null: it sent none), or undefined when
 * there is no catalogue in memory: the server's render and the browser's then read the same.
 */
export function memoryTotalJackpot(): number | null | undefined {
  return memory ? memoryJackpot : undefined;
}

async function safely<T>(label: string, fallback: T, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    console.error(`catalogue query ${label} failed`, error);
    return fallback;
  }
}

/** Answers from the in-memory catalogue when there is one, else runs the database query. */
function query<T>(
  label: string,
  fallback: T,
  fromMemory: (m: MemoryCatalogue) => T,
  fromDb: (db: CatalogueDb) => Promise<T>,
): Promise<T> {
  if (memory) return Promise.resolve(fromMemory(memory));
  return safely(label, fallback, async () => fromDb(await getCatalogueDb()));
}

const by = <T>(rows: readonly T[], keep: (row: T) => boolean): T[] => rows.filter(keep);

export const getAllGames = (): Promise<Game[]> =>
  query(
    'getAllGames',
    [],
    (m) => [...m.games],
    (db) => db.games.toArray(),
  );

export const countGames = (): Promise<number> =>
  query(
    'countGames',
    0,
    (m) => m.games.length,
    (db) => db.games.count(),
  );

export const getGameById = (id: number): Promise<Game | undefined> =>
  query(
    'getGameById',
    undefined,
    (m) => m.games.find((g) => g.id === id),
    (db) => db.games.get(id),
  );

/** Every provider's record of one shortname (fusion casinos have several). */
export const getGamesByShortname = (shortname: string): Promise<Game[]> =>
  query(
    'getGamesByShortname',
    [],
    (m) => by(m.games, (g) => g.shortname === shortname),
    (db) => db.games.where('shortname').equals(shortname).toArray(),
  );

export const getGame = (shortname: string, provider: string): Promise<Game | undefined> =>
  query(
    'getGame',
    undefined,
    (m) => m.games.find((g) => g.shortname === shortname && g.provider === provider),
    (db) =>
      db.games
        .where('shortname')
        .equals(shortname)
        .and((game) => game.provider === provider)
        .first(),
  );

function gamesWhere(label: string, keep: (game: Game) => boolean): Promise<Game[]> {
  return query(
    label,
    [],
    (m) => by(m.games, keep),
    (db) => db.games.filter(keep).toArray(),
  );
}

export const getGamesByProvider = (provider: string): Promise<Game[]> =>
  gamesWhere('getGamesByProvider', (g) => g.provider === provider);

export const getGamesByCategory = (category: string): Promise<Game[]> =>
  gamesWhere('getGamesByCategory', (g) => g.category === category);

export const getGamesBySubGroup = (subGroup: string): Promise<Game[]> =>
  gamesWhere('getGamesBySubGroup', (g) => g.sub_groups.includes(subGroup));

export const getGamesByTheme = (theme: string): Promise<Game[]> =>
  gamesWhere('getGamesByTheme', (g) => g.themes.includes(theme));

export const getGamesByFeature = (feature: string): Promise<Game[]> =>
  gamesWhere('getGamesByFeature', (g) => g.features.includes(feature));

/** Newest first by release date. */
export const getNewestGames = (limit: number): Promise<Game[]> =>
  getAllGames().then((games) =>
    games.sort((a, b) => byNewestRelease(a, b) || b.id - a.id).slice(0, limit),
  );

export const getProviders = (): Promise<Provider[]> =>
  query(
    'getProviders',
    [],
    (m) => [...m.providers],
    (db) => db.providers.toArray(),
  );

export const getProviderByShortname = (shortname: string): Promise<Provider | undefined> =>
  query(
    'getProviderByShortname',
    undefined,
    (m) => m.providers.find((p) => p.shortname === shortname),
    (db) => db.providers.where('shortname').equals(shortname).first(),
  );

export const getThemes = (): Promise<Theme[]> =>
  query(
    'getThemes',
    [],
    (m) => [...m.themes],
    (db) => db.themes.toArray(),
  );

export const getFeatures = (): Promise<Feature[]> =>
  query(
    'getFeatures',
    [],
    (m) => [...m.features],
    (db) => db.features.toArray(),
  );

export const getCategories = (): Promise<Category[]> =>
  query(
    'getCategories',
    [],
    (m) => [...m.categories],
    (db) => db.categories.toArray(),
  );

export const getCategoryByShortname = (shortname: string): Promise<Category | undefined> =>
  query(
    'getCategoryByShortname',
    undefined,
    (m) => m.categories.find((c) => c.shortname === shortname),
    (db) => db.categories.where('shortname').equals(shortname).first(),
  );
