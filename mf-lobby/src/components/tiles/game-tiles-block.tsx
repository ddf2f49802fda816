import { useMemo } from 'react';
import { dedupeByShortname, type Game, useSessionStore } from '@parlor/shared';
import { useLobbyGames } from '../../hooks/use-lobby-games';
import { GameGrid, GameGridSkeleton } from './game-grid';

/** Games by shortname (those this visitor may see), in the given order. */
export function pickByShortname(games: readonly Game[], shortnames: readonly string[]): Game[] {
  const order = new Map(shortnames.map((s, i) => [s, i]));
  return dedupeByShortname(games.filter((g) => order.has(g.shortname))).sort(
    (a, b) => order.get(a.shortname)! - order.get(b.shortname)!,
  );
}

export function GameTilesBlock({ shortnames, label }: { shortnames: string[]; label: string }) {
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const games = useLobbyGames();
  const picked = useMemo(
    () => (games ? pickByShortname(games, shortnames) : null),
    [games, shortnames],
  );
  if (!config || !picked) return <GameGridSkeleton count={shortnames.length || 4} label={label} />;
  if (picked.length === 0) return null;
  return <GameGrid games={picked} config={config} loggedIn={loggedIn} label={label} />;
}
