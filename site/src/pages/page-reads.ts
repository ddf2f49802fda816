// Everything one page request reads of its casino, read at once (concurrently, through PageData)
// before the page is written: the rest of the page code works on these values only.
import type { FastifyRequest } from 'fastify';
import type { BootInfo, CasinoConfig, GamesPayload } from '@parlor/shared/types';
import { langOrEnglish } from '../i18n/languages';
import { readCookie } from '../web/cookies';
import type { PageData } from './page-data';
import { isHomePath, promoListPaths, topPromoImage } from './promo-tags';

export interface PageReads {
  boot: BootInfo;
  config: CasinoConfig;
  games: GamesPayload;
  /** the lists (paths, or prefixes ending in '/') the casino's custom promos are placed on */
  placed: string[];
  /** the image of home's top promo, when the page is home and the operator placed one there */
  topPromoImage: string | null;
  /** the page is painted for guests only */
  guest: boolean;
}

/**
 * The request's reads for a page at `paths` (the page's path, with and without the base path:
 * the same page). Rejects as PageData does (PageDataUnavailable: the page goes out plain).
 */
export async function readPage(
  data: PageData,
  request: FastifyRequest,
  paths: string[],
): Promise<PageReads> {
  const [boot, config, games, placedOn] = await Promise.all([
    data.boot(request),
    data.config(request),
    data.games(request),
    // placements are the same in every language
    data.homePromos(request, 'en'),
  ]);
  // the top promo in the visitor's language, as home will show it; asked only where it is shown
  const home = config.is_fusion && paths.some(isHomePath);
  const top = home
    ? await data.homePromos(request, langOrEnglish(readCookie(request, 'lang')))
    : [];
  return {
    boot,
    config,
    games,
    placed: promoListPaths(placedOn),
    topPromoImage: topPromoImage(top, config.is_fusion),
    guest: !data.isPlayer(request),
  };
}
