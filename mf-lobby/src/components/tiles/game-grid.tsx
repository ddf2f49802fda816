import type { Ref } from 'react';
import type { CasinoConfig, Game } from '@parlor/shared';
import type { GridWindow } from '../../domain/grid-window';
import { GameTile } from './game-tile';
import { useTileKit } from './tile-kit';
import './game-grid.css';

interface GameGridProps {
  games: readonly Game[];
  config: CasinoConfig;
  loggedIn: boolean;
  label: string;
  /** how many leading tiles load their image at once, at high priority (the first screen's) */
  eager?: number;
  /** only these tiles are mounted, the rest kept as empty rows (a long list) */
  mounted?: GridWindow;
  listRef?: Ref<HTMLUListElement>;
}

/** A grid of tiles (vertical thumbnails when configured, marked fusion in fusion). */
export function GameGrid({
  games,
  config,
  loggedIn,
  label,
  eager = 0,
  mounted,
  listRef,
}: GameGridProps) {
  const kit = useTileKit(config, loggedIn);
  const start = mounted?.start ?? 0;
  const shown = mounted ? games.slice(start, mounted.end) : games;
  // a partly mounted list tells assistive technology each tile's place in the whole
  const partial = mounted !== undefined && shown.length < games.length;
  return (
    <ul
      ref={listRef}
      className={`game-grid${config.is_fusion ? ' fusion' : ''}`}
      aria-label={label}
    >
      {mounted && mounted.spaceBefore > 0 && <RowSpace height={mounted.spaceBefore} />}
      {shown.map((game, i) => (
        <GameTile
          key={game.id}
          game={game}
          kit={kit}
          eager={start + i < eager}
          position={partial ? { index: start + i, size: games.length } : undefined}
        />
      ))}
      {mounted && mounted.spaceAfter > 0 && <RowSpace height={mounted.spaceAfter} />}
    </ul>
  );
}

/** The room of rows that are not mounted: one full-width row of their height. */
function RowSpace({ height }: { height: number }) {
  return <li role="none" aria-hidden="true" className="game-grid-space" style={{ height }} />;
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
