import type { Game } from '@parlor/shared/types';
import type { Catalogue, GameMeta } from '../catalogue/generate-catalogue';
import { getCatalogue } from '../catalogue/catalogue-store';
import { dfsGame } from './freespins-store';

/** A catalogue of n plain slots (every one a candidate) whose games list counts its reads. */
function countedCatalogue(n: number) {
  const list: Game[] = [];
  const meta = new Map<number, GameMeta>();
  for (let id = n; id >= 1; id--) {
    list.push({
      id,
      name: `Slot ${id}`,
      display_name: `Slot ${id}`,
      shortname: `slot-${id}`,
      category: 'online-slots',
      provider: 'netent',
      game_lock: 0,
      synth: 0,
      pre_release: 0,
    } as Game);
    meta.set(id, { launch: 'ok', lock: null });
  }
  const reads = { n: 0 };
  const games = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.n += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { catalogue: { games, meta } as unknown as Catalogue, reads };
}

describe('the campaign game', () => {
  it('is found in one pass over the catalogue, then kept for that catalogue', () => {
    const { catalogue, reads } = countedCatalogue(2_000);
    expect(dfsGame(catalogue)?.shortname).toBe('slot-1');
    // a few passes at most: a scan per candidate would read the list 2,000 times over
    expect(reads.n).toBeLessThanOrEqual(3 * 2_000);
    const after = reads.n;
    for (let i = 0; i < 100; i++) dfsGame(catalogue);
    expect(reads.n).toBe(after);
  });

  it('costs ten times more at 10,000 games than at 1,000, not a hundred times', () => {
    const small = countedCatalogue(1_000);
    const large = countedCatalogue(10_000);
    dfsGame(small.catalogue);
    dfsGame(large.catalogue);
    expect(large.reads.n / small.reads.n).toBeLessThanOrEqual(11);
  });

  it('is the lowest-id plain slot of one provider in the real catalogue', () => {
    const catalogue = getCatalogue('fusion');
    const game = dfsGame(catalogue)!;
    expect(game).toMatchObject({ category: 'online-slots', game_lock: 0, synth: 0 });
    expect(catalogue.games.filter((g) => g.shortname === game.shortname)).toHaveLength(1);
  });
});
