// The local game catalogue (spec 3, "Browser storage"): Dexie database, schema version 1, cleared
// and refilled from getgames on every load. Query errors are logged and give empty results (spec 8).
import Dexie, { type Table } from 'dexie';
import type { Category, Feature, Game, GamesPayload, Provider, Theme } from '../types/entities';

export const CATALOGUE_DB_NAME = 'parlor-catalogue';

/** Never shown as a tile and left out of provider filters, so not counted either (spec 3). */
const HIDDEN_GAME = 'first-sportsbook';

export class CatalogueDb extends Dexie {
  games!: Table<Game, number>;
  providers!: Table<Provider, number>;
  features!: Table<Feature, number>;
  themes!: Table<Theme, number>;
  categories!: Table<Category, number>;

  constructor(name = CATALOGUE_DB_NAME) {
    // The catalogue is refilled from the server on every load, so a write lost in a crash costs
    // nothing: skip the flush to disk (relaxed) and Dexie's live-query cache (never used here).
    super(name, { chromeTransactionDurability: 'relaxed', cache: 'disabled' });
    this.version(1).stores({
      // One index beside the key: each costs on the 10,000-game refill at every load, while a
      // scan of the whole table for a list is a few milliseconds.
      games: 'id, shortname',
      providers: 'id, shortname',
      features: 'id, shortname',
      themes: 'id, shortname',
      categories: 'id, shortname',
    });
  }
}

let instance: CatalogueDb | null = null;

/** The database, created on first use so that importing this module has no side effect. */
export function getCatalogueDb(): CatalogueDb {
  instance ??= new CatalogueDb();
  return instance;
}

/** Closes and forgets the instance (tests; a later getCatalogueDb() opens a new one). */
export function resetCatalogueDb(): void {
  instance?.close();
  instance = null;
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

/**
 * Replaces the whole catalogue in one read-write transaction: on any failure nothing changes.
 * Resolves true on success; false (logged) otherwise. Never rejects.
 */
export async function refillCatalogue(
  payload: GamesPayload | null | undefined,
  db: CatalogueDb = getCatalogueDb(),
): Promise<boolean> {
  if (!payload || !Array.isArray(payload.games)) {
    console.error('refillCatalogue: no games payload, the local catalogue is left as it was');
    return false;
  }
  const games = payload.games;
  const counts = countGamesByProvider(games);
  const providers = (payload.providers ?? []).map((p) => ({
    ...p,
    gamescount: counts.get(p.shortname) ?? 0,
  }));
  try {
    await db.transaction(
      'rw',
      [db.games, db.providers, db.features, db.themes, db.categories],
      (tx) => {
        // Straight to IndexedDB, one request per row and no promise per request: a refill of
        // 10,000 games is dominated by per-request cost. Requests run in the order placed; any
        // failure aborts the whole transaction, so the previous catalogue stays.
        const idb = tx.idbtrans;
        const refill = (table: string, rows: readonly object[]) => {
          const store = idb.objectStore(table);
          store.clear();
          for (const row of rows) store.add(row);
        };
        refill('games', games);
        refill('providers', providers);
        refill('features', payload.features ?? []);
        refill('themes', payload.themes ?? []);
        refill('categories', payload.categories ?? []);
      },
    );
    return true;
  } catch (error) {
    console.error('refillCatalogue: the local catalogue could not be refilled', error);
    return false;
  }
}

async function safely<T>(label: string, fallback: T, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    console.error(`catalogue query ${label} failed`, error);
    return fallback;
  }
}

const catalogue = () => getCatalogueDb();

export const getAllGames = (): Promise<Game[]> =>
  safely('getAllGames', [], () => catalogue().games.toArray());

export const countGames = (): Promise<number> =>
  safely('countGames', 0, () => catalogue().games.count());

export const getGameById = (id: number): Promise<Game | undefined> =>
  safely('getGameById', undefined, () => catalogue().games.get(id));

/** Every provider's record of one shortname (fusion casinos have several). */
export const getGamesByShortname = (shortname: string): Promise<Game[]> =>
  safely('getGamesByShortname', [], () =>
    catalogue().games.where('shortname').equals(shortname).toArray(),
  );

export const getGame = (shortname: string, provider: string): Promise<Game | undefined> =>
  safely('getGame', undefined, () =>
    catalogue()
      .games.where('shortname')
      .equals(shortname)
      .and((game) => game.provider === provider)
      .first(),
  );

export const getGamesByProvider = (provider: string): Promise<Game[]> =>
  safely('getGamesByProvider', [], () =>
    catalogue()
      .games.filter((g) => g.provider === provider)
      .toArray(),
  );

export const getGamesByCategory = (category: string): Promise<Game[]> =>
  safely('getGamesByCategory', [], () =>
    catalogue()
      .games.filter((g) => g.category === category)
      .toArray(),
  );

export const getGamesBySubGroup = (subGroup: string): Promise<Game[]> =>
  safely('getGamesBySubGroup', [], () =>
    catalogue()
      .games.filter((g) => g.sub_groups.includes(subGroup))
      .toArray(),
  );

export const getGamesByTheme = (theme: string): Promise<Game[]> =>
  safely('getGamesByTheme', [], () =>
    catalogue()
      .games.filter((g) => g.themes.includes(theme))
      .toArray(),
  );

export const getGamesByFeature = (feature: string): Promise<Game[]> =>
  safely('getGamesByFeature', [], () =>
    catalogue()
      .games.filter((g) => g.features.includes(feature))
      .toArray(),
  );

/** Newest first by release date. */
export const getNewestGames = (limit: number): Promise<Game[]> =>
  safely('getNewestGames', [], () =>
    catalogue()
      .games.toArray()
      .then((games) =>
        games
          .sort((a, b) => b.release_date.localeCompare(a.release_date) || b.id - a.id)
          .slice(0, limit),
      ),
  );

export const getProviders = (): Promise<Provider[]> =>
  safely('getProviders', [], () => catalogue().providers.toArray());

export const getProviderByShortname = (shortname: string): Promise<Provider | undefined> =>
  safely('getProviderByShortname', undefined, () =>
    catalogue().providers.where('shortname').equals(shortname).first(),
  );

export const getThemes = (): Promise<Theme[]> =>
  safely('getThemes', [], () => catalogue().themes.toArray());

export const getFeatures = (): Promise<Feature[]> =>
  safely('getFeatures', [], () => catalogue().features.toArray());

export const getCategories = (): Promise<Category[]> =>
  safely('getCategories', [], () => catalogue().categories.toArray());

export const getCategoryByShortname = (shortname: string): Promise<Category | undefined> =>
  safely('getCategoryByShortname', undefined, () =>
    catalogue().categories.where('shortname').equals(shortname).first(),
  );
