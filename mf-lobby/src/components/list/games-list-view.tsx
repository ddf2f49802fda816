import { type ReactNode, useMemo } from 'react';
import { type Game, showListFilterBar, useSessionStore, useTranslation } from '@parlor/shared';
import { hasActiveFilters, NO_FILTERS } from '../../domain/game-filters';
import { isSortKey } from '../../domain/game-sort';
import { GameGridSkeleton } from '../tiles/game-grid';
import { FilterBar } from './filter-bar';
import { InfiniteGrid } from './infinite-grid';
import { NoGamesFound } from './list-blocks';
import { useListControls } from './use-list-controls';
import './games-list.css';

interface GamesListViewProps {
  title: string;
  /** null while loading */
  games: readonly Game[] | null;
  intro?: ReactNode;
}

/** A games list page: title, sort and filters on top, then the infinitely scrolling grid. */
export function GamesListView({ title, games, intro }: GamesListViewProps) {
  const { t } = useTranslation('lobby');
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  if (!config) return null;
  return (
    <div className="games-list">
      {games ? (
        <LoadedList
          title={title}
          games={games}
          intro={intro}
          isFusion={config.is_fusion}
          render={(tiles, page, next) => (
            <InfiniteGrid
              games={tiles}
              page={page}
              onNextPage={next}
              config={config}
              loggedIn={loggedIn}
              label={title}
            />
          )}
        />
      ) : (
        <>
          <h1>{title}</h1>
          <GameGridSkeleton label={t('home.loading')} count={12} />
        </>
      )}
    </div>
  );
}

interface LoadedListProps {
  title: string;
  games: readonly Game[];
  intro?: ReactNode;
  isFusion: boolean;
  render: (tiles: readonly Game[], page: number, next: () => void) => ReactNode;
}

function LoadedList({ title, games, intro, isFusion, render }: LoadedListProps) {
  const { t } = useTranslation('lobby');
  const controls = useListControls(games, isFusion);
  // a set of 10,000 names is not free: counted once per list, not on every filter click
  const total = useMemo(
    () => (isFusion ? new Set(games.map((g) => g.shortname)).size : games.length),
    [games, isFusion],
  );
  const showFilters = showListFilterBar(total);

  return (
    <>
      <div className="list-top">
        <div>
          <h1>{title}</h1>
          <p className="list-count">{t('list.games_count', { count: controls.tiles.length })}</p>
        </div>
        <div className="list-controls">
          <label className="sort-select">
            {t('list.sort_label')}
            <select
              value={controls.sort}
              onChange={(e) => isSortKey(e.target.value) && controls.setSort(e.target.value)}
            >
              {controls.sorts.map((key) => (
                <option key={key} value={key}>
                  {t(`list.sort.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {intro}
      {showFilters && (
        <FilterBar games={games} filters={controls.filters} onChange={controls.setFilters} />
      )}
      {controls.tiles.length === 0 && hasActiveFilters(controls.filters) ? (
        <NoGamesFound onReset={() => controls.setFilters(NO_FILTERS)} />
      ) : (
        render(controls.tiles, controls.page, controls.nextPage)
      )}
    </>
  );
}
