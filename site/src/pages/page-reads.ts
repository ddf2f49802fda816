// Everything one page request reads of its casino, read at once (concurrently, through PageData)
// before the page is written: the rest of the page code works on these values only.
import type { FastifyRequest } from 'fastify';
import type { BootInfo, CasinoConfig, GamesPayload, Lang } from '@parlor/shared/types';
import { langOrEnglish } from '../i18n/languages';
import { visitorLanguage } from '../i18n/visitor-language';
import { readCookie } from '../web/cookies';
import type { PageData } from './page-data';
import { isHomePath, placedPromoImage, promoListPaths, topPromoImage } from './promo-tags';

export interface PageReads {
  boot: BootInfo;
  config: CasinoConfig;
  games: GamesPayload;
  /** the lists (paths, or prefixes ending in '/') the casino's custom promos are placed on */
  placed: string[];
  /** the image of home's top promo, when the page is home and the operator placed one there */
  topPromoImage: string | null;
  /** the page's first screen is rendered for guests only */
  guest: boolean;
  /** the image of the promo placed on the tournaments page, when a guest's page shows it */
  pagePromoImage: string | null;
}

/** The fusion casinos' tournaments page shows the list (the others frame a lobby). */
const showsTournaments = (config: CasinoConfig, paths: string[]) =>
  config.is_fusion && config.tournaments !== false && paths.includes('/tournaments');

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
  const lang = langOrEnglish(readCookie(request, 'lang'));
  const guest = !data.isPlayer(request);
  const tournamentsPage = guest && showsTournaments(config, paths);
  const pageLang = visitorLanguage(request, config.language);
  // the promos in a language: English is the placements' read above
  const promosIn = (l: Lang) => (l === 'en' ? placedOn : data.homePromos(request, l));
  const [top, pagePromos] = await Promise.all([
    home ? promosIn(lang) : [],
    tournamentsPage ? Promise.resolve(promosIn(pageLang)).catch(() => []) : [],
  ]);
  return {
    boot,
    config,
    games,
    placed: promoListPaths(placedOn),
    topPromoImage: topPromoImage(top, config.is_fusion),
    guest,
    pagePromoImage: tournamentsPage ? placedPromoImage(pagePromos, 'tournaments') : null,
  };
}
