import { useEffect, useRef } from 'react';
import { type CasinoConfig, EAGER_LIST_TILES, type Game, useTranslation } from '@parlor/shared';
import { hasNextPage, loadedThrough, pageOf } from '../../domain/paging';
import { GameGrid } from '../tiles/game-grid';
import { useGridWindow } from './use-grid-window';

interface InfiniteGridProps {
  games: readonly Game[];
  page: number;
  onNextPage: () => void;
  config: CasinoConfig;
  loggedIn: boolean;
  label: string;
}

/**
 * Pages 0..page of the list; reaching the loading line asks for the next page, until a page comes
 * back with fewer than 50 games (docs/product-rules.md, "Lobby lists"). Of a long list only the
 * pages around the part in view stay mounted (docs/performance.md, "Long lists").
 */
export function InfiniteGrid({
  games,
  page,
  onNextPage,
  config,
  loggedIn,
  label,
}: InfiniteGridProps) {
  const { t } = useTranslation('lobby');
  const sentinel = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = loadedThrough(games, page);
  const mounted = useGridWindow(list, shown.length, games);
  const done = !hasNextPage(pageOf(games, page).length);
  const next = useRef(onNextPage);
  useEffect(() => {
    next.current = onNextPage;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (done || !node || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: its first report says whether the line is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          next.current();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [page, done]);

  return (
    <>
      <GameGrid
        games={shown}
        config={config}
        loggedIn={loggedIn}
        label={label}
        eager={EAGER_LIST_TILES}
        mounted={mounted}
        listRef={list}
      />
      {!done && (
        <p ref={sentinel} className="list-loading" role="status">
          {t('list.loading_more')}
        </p>
      )}
    </>
  );
}
