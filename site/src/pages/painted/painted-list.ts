// A games list's first screen as the page paints it: the lobby's list header (title, count, sort,
// filters) and the first rows of its grid, with the lobby's classes and words, each tile a real
// link. The lobby's grid then renders the same boxes (docs/performance.md, "The first screen
// painted by the page"). The rules are the lobby's, from @parlor/shared: visibility, the list's
// order, one tile per game in fusion, the title, the sorts, the filter bar.
import type { CasinoConfig, Game } from '@parlor/shared/types';
import {
  availableSorts,
  EAGER_LIST_TILES,
  FILTER_TYPES,
  filterOptions,
  gameImageUrl,
  gamesForList,
  isCategoryAvailable,
  providerDisplayName,
  showFilterDropdown,
  showListFilterBar,
  tilesOf,
  titleFromSlug,
  visibleGames,
} from '@parlor/shared/server';
import { escapeHtml } from '../../web/html';
import type { PageLang } from '../../i18n/visitor-language';
import { listPage } from '../first-tiles';
import { translator, type Translate } from './painted-strings';

/** Tiles painted: the first rows of the widest grid; the rest of the page follows with the lobby. */
export const PAINTED_TILES = 24;

export interface PaintedListInput {
  pathname: string;
  games: readonly Game[];
  config: CasinoConfig;
  lang: PageLang;
  /** names of the catalogue's categories and themes by slug */
  names: { categories: ReadonlyMap<string, string>; themes: ReadonlyMap<string, string> };
  /** a custom promo is placed on this list: the lobby keeps its box above the list */
  promo: boolean;
}

/** One tile of a guest's grid: the lobby's markup, without what its scripts add (jackpots, lock). */
export function paintedTile(
  game: Game,
  config: CasinoConfig,
  t: Translate,
  eager: boolean,
): string {
  const demo = config.allow_play_for_free_before_login && !config.is_fusion;
  const href = `${demo ? '/demo' : '/play'}/${encodeURIComponent(game.shortname)}`;
  const vertical = config.use_vertical_thumbs;
  const image = (ext: 'webp' | 'jpg') =>
    escapeHtml(gameImageUrl(config.assets_domain, game, vertical ? 'portrait' : 'landscape', ext));
  const [width, height] = vertical ? [300, 400] : [400, 300];
  const name = escapeHtml(game.display_name);
  const loading = eager
    ? 'loading="eager" fetchpriority="high"'
    : 'loading="lazy" fetchpriority="auto"';
  const tag =
    game.pre_release === 1
      ? `<span class="game-tile-overlay"><span class="game-tile-tags"><span class="game-tile-tag">${escapeHtml(t('tile.exclusive'))}</span></span></span>`
      : '';
  return (
    `<li class="game-tile${vertical ? ' game-tile-vertical' : ''}" data-first-tile>` +
    `<a href="${href}" class="game-tile-link${demo ? '' : ' login-required'}" aria-label="${escapeHtml(t('tile.play', { name: game.display_name }))}">` +
    `<span class="game-tile-media"><picture><source type="image/webp" srcset="${image('webp')}"><img alt="" ${loading} decoding="async" width="${width}" height="${height}" src="${image('jpg')}"></picture></span>` +
    `<span class="game-tile-name">${name}</span></a>${tag}</li>`
  );
}

/** The grid of the first tiles of `list`, labelled as the lobby labels it. */
export function paintedGrid(
  tiles: readonly Game[],
  config: CasinoConfig,
  t: Translate,
  label: string,
  eager: number,
): string {
  return (
    `<ul class="game-grid${config.is_fusion ? ' fusion' : ''}" aria-label="${escapeHtml(label)}">` +
    tiles.map((game, i) => paintedTile(game, config, t, i < eager)).join('') +
    `</ul>`
  );
}

/** The main area of the list at `pathname`; null where the page paints no list. */
export function paintedList(input: PaintedListInput): string | null {
  const page = listPage(input.pathname);
  if (!page) return null;
  const { kind, value } = page;
  const { config } = input;
  const isFusion = config.is_fusion;
  if (kind === 'category' && value && !isCategoryAvailable(value, isFusion)) return null;
  const list = gamesForList(kind, value, visibleGames(input.games, { isFusion, loggedIn: false }));
  const tiles = tilesOf(list, isFusion);
  if (tiles.length === 0) return null;
  const t = translator('lobby', input.lang);
  const slug = value ?? '';
  const title =
    kind === 'category'
      ? (input.names.categories.get(slug) ?? titleFromSlug(slug))
      : kind === 'theme'
        ? (input.names.themes.get(slug) ?? titleFromSlug(slug))
        : kind === 'subgroup'
          ? t(`subgroups.${slug}`, { defaultValue: titleFromSlug(slug) })
          : kind === 'provider'
            ? providerDisplayName(slug)
            : kind === 'jackpot'
              ? t('list.jackpot_games')
              : t('list.all_games');
  // a provider's page has its introduction between the list's header and its filters
  const introText = kind === 'provider' ? t(`providers.intro.${slug}`, { defaultValue: '' }) : '';
  const intro = introText ? `<p class="provider-intro">${escapeHtml(introText)}</p>` : '';
  const sorts = availableSorts(list);
  const options = filterOptions(list);
  const filters = showListFilterBar(tiles.length)
    ? `<div class="filter-bar" role="group" aria-label="${escapeHtml(t('filters.label'))}">` +
      FILTER_TYPES.filter((type) => showFilterDropdown(options[type]))
        .map(
          (type) =>
            `<div class="filter-dropdown"><button type="button" class="btn filter-toggle" aria-expanded="false" aria-disabled="true">${escapeHtml(t(`filters.${type}`))}</button></div>`,
        )
        .join('') +
      `</div>`
    : '';
  return (
    (input.promo ? '<div class="list-promo-reserve" aria-hidden="true"></div>' : '') +
    `<div class="games-list"><div class="list-top"><div><h1>${escapeHtml(title)}</h1>` +
    `<p class="list-count">${escapeHtml(t('list.games_count', { count: tiles.length }))}</p></div>` +
    `<div class="list-controls"><label class="sort-select">${escapeHtml(t('list.sort_label'))}<select aria-disabled="true">` +
    sorts
      .map((key) => `<option value="${key}">${escapeHtml(t(`list.sort.${key}`))}</option>`)
      .join('') +
    `</select></label></div></div>` +
    intro +
    filters +
    paintedGrid(tiles.slice(0, PAINTED_TILES), config, t, title, EAGER_LIST_TILES) +
    `</div>`
  );
}
