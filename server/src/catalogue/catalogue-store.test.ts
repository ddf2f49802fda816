import type { GamesPayload } from '@parlor/shared/types';
import { getCatalogue, serialisedGames } from './catalogue-store';

describe('the getgames answer', () => {
  const origin = 'http://localhost:8086';

  it('is built once per catalogue and assets origin, and carries the catalogue version', () => {
    const fusion = getCatalogue('fusion', 300);
    const first = serialisedGames(fusion, origin);
    expect(serialisedGames(fusion, origin)).toBe(first);
    const body = JSON.parse(first.json.toString('utf8')) as GamesPayload;
    expect(body.games).toHaveLength(300);
    expect(body.version).toBe(first.version);
    expect(first.etag).toBe(`"${first.version}"`);
  });

  it('has another version when the catalogue differs', () => {
    const a = serialisedGames(getCatalogue('fusion', 300), origin).version;
    expect(serialisedGames(getCatalogue('fusion', 301), origin).version).not.toBe(a);
    expect(serialisedGames(getCatalogue('fusion', 300), 'http://other:8086').version).not.toBe(a);
  });
});
