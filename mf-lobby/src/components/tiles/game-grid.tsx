import type { CasinoConfig, Game } from '@parlor/shared';
import { GameTile } from './game-tile';
import './game-grid.css';

interface GameGridProps {
  games: readonly Game[];
  config: CasinoConfig;
  loggedIn: boolean;
  label: string;
  /** how many leading tiles load their image at once, at high priority (the first screen's) */
  eager?: number;
}

/** A grid of tiles (vertical thumbnails when configured, marked fusion in fusion). */
export function GameGrid({ games, config, loggedIn, label, eager = 0 }: GameGridProps) {
  return (
    <ul className={`game-grid${config.is_fusion ? ' fusion' : ''}`} aria-label={label}>
      {games.map((game, i) => (
        <GameTile key={game.id} game={game} config={config} loggedIn={loggedIn} eager={i < eager} />
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 10, label }: { count?: number; label: string }) {
  return (
    <ul className="game-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-tile">
          <span className="game-tile-media skeleton" />
          <span className="skeleton game-tile-name-skeleton" />
        </li>
      ))}
    </ul>
  );
}
