// A games list's first tiles painted by the page itself, for phones: the page's stylesheet (the
// shell's template) shows them where the lobby's grid will be while the shell boots and the
// lobby's module is on its way, so a phone's largest paint does not wait for the scripts
// (docs/performance.md, "A list's first tiles"). Decorative: the grid shows the same games, with
// their links, in the same place; the layer is hidden as soon as the list is on screen.
import { escapeHtml } from '../web/html';
import type { FirstTiles } from './first-tiles';

export interface FirstTilesLayerOptions {
  /** a custom promo is placed on this list: the lobby keeps its box above the title */
  promo: boolean;
  /** the casino's thumbnails are portrait */
  vertical: boolean;
}

/**
 * The layer's markup; empty for a provider's page, whose introduction (text of any length) sits
 * between the title and the grid.
 */
export function firstTilesLayer(first: FirstTiles, options: FirstTilesLayerOptions): string {
  if (first.kind === 'provider' || first.tiles.length === 0) return '';
  const classes = ['boot-tiles'];
  if (first.filterBar) classes.push('boot-tiles-filters');
  if (options.promo) classes.push('boot-tiles-promo');
  if (options.vertical) classes.push('boot-tiles-vertical');
  const [width, height] = options.vertical ? [300, 400] : [400, 300];
  const tiles = first.tiles
    .map(
      (tile) =>
        `<div class="boot-tile"><img src="${escapeHtml(tile.image)}" alt="" width="${width}" height="${height}" fetchpriority="high"><span>${escapeHtml(tile.name)}</span></div>`,
    )
    .join('');
  return `<div id="boot-tiles" class="${classes.join(' ')}" aria-hidden="true"><div class="boot-tiles-grid">${tiles}</div></div>`;
}
