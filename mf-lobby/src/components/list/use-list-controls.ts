import { useDeferredValue, useLayoutEffect, useMemo, useState } from 'react';
import { availableSorts, type Game, type SortKey, tilesOf } from '@parlor/shared';
import { applyFilters, type GameFilters, NO_FILTERS } from '../../domain/game-filters';
import { sortGames } from '../../domain/game-sort';
import { measureAfterPaint } from '../../hooks/perf-marks';

/**
 * Filters, sort and page of one list. Changing filters or sort goes back to page 0; so does a
 * new list (another category, another query). `tiles` follows a change of filters or sort one
 * render behind the controls.
 */
export function useListControls(games: readonly Game[], isFusion: boolean) {
  const [filters, setFiltersState] = useState<GameFilters>(NO_FILTERS);
  const [sort, setSortState] = useState<SortKey>('default');
  const [page, setPage] = useState(0);
  const [list, setList] = useState(games);
  if (list !== games) {
    // A new list: start again at page 0 (filters are kept; options that vanish match nothing).
    setList(games);
    setPage(0);
  }

  const sorts = useMemo(() => availableSorts(games), [games]);
  const effectiveSort = sorts.includes(sort) ? sort : 'default';
  // The control answers the click in its own frame (a box ticked, a sort chosen); the grid
  // follows in a render of its own that input can interrupt, rather than in the click's.
  const shownFilters = useDeferredValue(filters);
  const shownSort = useDeferredValue(effectiveSort);
  const tiles = useMemo(
    () => tilesOf(sortGames(applyFilters(games, shownFilters), shownSort), isFusion),
    [games, shownFilters, shownSort, isFusion],
  );

  useLayoutEffect(() => measureAfterPaint('filter'), [tiles]);

  return {
    filters,
    setFilters: (next: GameFilters) => {
      setFiltersState(next);
      setPage(0);
    },
    sort: effectiveSort,
    sorts,
    setSort: (next: SortKey) => {
      setSortState(next);
      setPage(0);
    },
    page,
    nextPage: () => setPage((p) => p + 1),
    tiles,
  };
}
