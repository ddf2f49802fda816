// Home's first screen as the page paints it: the box of the operator's top promo with its image
// (the lobby keeps the same box while the promotions remote loads), then home's sections in the
// casino's order for as long as the page can tell what they show, with the lobby's classes and
// words. A guest's first visit has no Keep Playing; a section chosen at random (Popular) or
// another remote's section ends what the page paints, and the lobby renders the rest.
import type { CasinoConfig, Game } from '@parlor/shared/types';
import { pickNewGames, resolveHomeSections, tilesOf, visibleGames } from '@parlor/shared/server';
import { escapeHtml } from '../../web/html';
import type { PageLang } from '../../i18n/visitor-language';
import { paintedGrid } from './painted-list';
import { translator } from './painted-strings';

/** Home's top sections load their first four images at once (the lobby's rule). */
const EAGER_HOME_TILES = 4;

export interface PaintedHomeInput {
  games: readonly Game[];
  config: CasinoConfig;
  lang: PageLang;
  /** the image of the promo the operator placed at the top of home, if any */
  promoImage: string | null;
}

export function paintedHome(input: PaintedHomeInput): string {
  const { config } = input;
  const t = translator('lobby', input.lang);
  let html = `<div class="home"><h1 class="visually-hidden">${escapeHtml(t('home.title'))}</h1>`;
  if (input.promoImage) {
    html += `<div class="home-promo-reserve" aria-hidden="true"><img src="${escapeHtml(input.promoImage)}" alt="" fetchpriority="high"></div>`;
  }
  for (const section of resolveHomeSections(config.home_sections)) {
    if (section.id === 'keep-playing') continue;
    if (section.id !== 'new-games') break;
    const visible = visibleGames(input.games, { isFusion: config.is_fusion, loggedIn: false });
    const list = pickNewGames(tilesOf(visible, config.is_fusion));
    if (list.length === 0) continue;
    const title = section.heading ?? t('home.new_games');
    const id = `home-${section.id}-title`;
    const link = section.link
      ? `<a href="${escapeHtml(section.link)}">${escapeHtml(t('home.view_all'))}<span class="visually-hidden"> ${escapeHtml(title)}</span></a>`
      : '';
    html +=
      `<section class="home-section home-${section.layout}" aria-labelledby="${id}">` +
      `<div class="home-section-header"><h2 id="${id}">${escapeHtml(title)}</h2>${link}</div>` +
      paintedGrid(list, config, t, title, EAGER_HOME_TILES) +
      `</section>`;
  }
  return `${html}</div>`;
}
