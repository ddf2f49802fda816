import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  afterPaint,
  type Game,
  Modal,
  tilesOf,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { pickPopular } from '../../domain/home-games';
import { hasActiveFilters, NO_FILTERS, showSearchFilterBar } from '../../domain/game-filters';
import {
  buildSearchIndex,
  SEARCH_DEBOUNCE_MS,
  searchAction,
  searchIndex,
} from '../../domain/game-search';
import { useLobbyGames, useRecentGames } from '../../hooks/use-lobby-games';
import { markStart, measureAfterPaint } from '../../hooks/perf-marks';
import { FilterBar } from '../../components/list/filter-bar';
import { InfiniteGrid } from '../../components/list/infinite-grid';
import { rememberGridGeometry } from '../../components/list/use-grid-window';
import { NoGamesFound } from '../../components/list/list-blocks';
import { useListControls } from '../../components/list/use-list-controls';
import { GameGrid } from '../../components/tiles/game-grid';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import '../../components/list/games-list.css';
import './search-modal.css';

interface SearchModalProps {
  initialQuery: string;
  /** the typed text, after the pause (kept in the URL) */
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

const NO_GAMES: Game[] = [];

// The lobby's strings, when the modal opens on a page no other lobby module has loaded yet.
void registerLobbyNamespace();

/**
 * Search (docs/product-rules.md, "Lobby lists"): after a 300 ms pause, more than 2 characters
 * search, an empty box returns to recent and popular games, 1-2 characters do nothing. Filters
 * apply on top; the filter bar only above 6 results.
 */
export default function SearchModal({ initialQuery, onQueryChange, onClose }: SearchModalProps) {
  const { t } = useTranslation('lobby');
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const isFusion = config?.is_fusion ?? false;
  const [input, setInput] = useState(initialQuery);
  const [query, setQuery] = useState(() =>
    searchAction(initialQuery) === 'search' ? initialQuery.trim() : '',
  );
  const box = useRef<HTMLInputElement>(null);
  const changed = useRef(onQueryChange);
  useEffect(() => {
    changed.current = onQueryChange;
  });

  // After the dialog's own focus handling: the search box gets the focus.
  useEffect(() => {
    const id = setTimeout(() => box.current?.focus(), 0);
    return () => clearTimeout(id);
  }, []);

  // the text after the pause, once it has been searched: what the address is to show
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => {
      const action = searchAction(input);
      if (action !== 'ignore') {
        markStart('search');
        setQuery(action === 'reset' ? '' : input.trim());
      }
      setSettled(input);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [input]);

  const games = useLobbyGames();
  const index = useMemo(() => (games ? buildSearchIndex(games) : null), [games]);
  const results = useMemo(
    () => (index && query ? searchIndex(index, query) : null),
    [index, query],
  );
  const controls = useListControls(results ?? NO_GAMES, isFusion);
  useLayoutEffect(() => measureAfterPaint('search'), [results]);
  // The address follows once the results have painted: writing it re-renders the site's routes,
  // which would otherwise come before the results. Asked for in the commit that shows them (a
  // frame asked for when the pause ended could come before React has rendered them), and after
  // the timing mark's frame. Closing the dialog meanwhile drops it.
  useLayoutEffect(() => {
    if (settled === null) return;
    return afterPaint(() => changed.current(settled));
  }, [settled]);

  const recent = useRecentGames(games);
  const popular = useMemo(
    () => (games ? pickPopular(tilesOf(games, isFusion)) : null),
    [games, isFusion],
  );
  // The popular games' grid has the results' columns: the first results mount the rows in view.
  const popularGrid = useRef<HTMLUListElement>(null);
  useEffect(() => rememberGridGeometry(popularGrid.current), [popular]);

  if (!config) return null;

  const defaults = (
    <>
      {recent && recent.length > 0 && (
        <section className="search-defaults" aria-labelledby="search-recent">
          <h3 id="search-recent">{t('search.recent')}</h3>
          <GameGrid games={recent} config={config} loggedIn={loggedIn} label={t('search.recent')} />
        </section>
      )}
      {popular && popular.length > 0 && (
        <section className="search-defaults" aria-labelledby="search-popular">
          <h3 id="search-popular">{t('search.popular')}</h3>
          <GameGrid
            games={popular}
            config={config}
            loggedIn={loggedIn}
            label={t('search.popular')}
            listRef={popularGrid}
          />
        </section>
      )}
    </>
  );

  let body;
  if (!query || !results) {
    body = defaults;
  } else if (results.length === 0) {
    body = (
      <>
        <p className="search-status" role="status">
          {t('search.no_results')}
        </p>
        {defaults}
      </>
    );
  } else {
    const tiles = controls.tiles;
    body = (
      <>
        <p className="search-status" role="status">
          {t('search.results', { count: tiles.length, query })}
        </p>
        {showSearchFilterBar(results.length, query) && (
          <FilterBar games={results} filters={controls.filters} onChange={controls.setFilters} />
        )}
        {tiles.length === 0 && hasActiveFilters(controls.filters) ? (
          <NoGamesFound onReset={() => controls.setFilters(NO_FILTERS)} />
        ) : (
          <InfiniteGrid
            games={tiles}
            page={controls.page}
            onNextPage={controls.nextPage}
            config={config}
            loggedIn={loggedIn}
            label={t('search.title')}
          />
        )}
      </>
    );
  }

  return (
    <Modal
      title={t('search.title')}
      onClose={onClose}
      closeLabel={t('search.close')}
      className="search-modal"
    >
      <h2 className="search-title">{t('search.title')}</h2>
      <input
        ref={box}
        className="search-input"
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      {input.trim().length > 0 && searchAction(input) === 'ignore' && (
        <p className="search-hint">{t('search.hint')}</p>
      )}
      <div className="search-body">{body}</div>
    </Modal>
  );
}
