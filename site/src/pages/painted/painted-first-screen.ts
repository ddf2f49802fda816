// What the page paints of a guest's first screen (docs/performance.md, "The first screen painted
// by the page"): the shell's frame on every page, and in its main area the first screen of the
// lobby's pages and of the tournaments page, when the page carries that module's stylesheets.
import type { FastifyRequest } from 'fastify';
import type { CasinoConfig, GamesPayload, TournamentsResponse } from '@parlor/shared/types';
import { visitorLanguage as languageOfVisitor, type PageLang } from '../../i18n/visitor-language';
import { readCookie } from '../../web/cookies';
import { escapeHtml } from '../../web/html';
import { keptPerCatalogue } from '../kept-per-catalogue';
import { promoPlacedOn } from '../promo-tags';
import { paintedFrame } from './painted-frame';
import { paintedHome } from './painted-home';
import { paintedList } from './painted-list';
import { paintedTournaments } from './painted-tournaments';

/** The language the shell will choose (the one rule of the server's pages). */
export function visitorLanguage(request: FastifyRequest, config: CasinoConfig): PageLang {
  return languageOfVisitor(request, config.language);
}

export interface PaintedInput {
  pathname: string;
  config: CasinoConfig;
  catalogue: GamesPayload;
  lang: PageLang;
  /** the lists the casino's custom promos are placed on (promo-tags.ts) */
  placed: string[];
  /** the image of home's top promo, if the operator placed one there */
  topPromoImage: string | null;
  /** the page carries the stylesheets of the remote module it opens on */
  moduleStyled: boolean;
  /** the tournaments a guest sees, on the tournaments page (page-reads.ts) */
  tournaments: TournamentsResponse | null;
  /** the image of the promo placed on the tournaments page, if any */
  pagePromoImage: string | null;
  /** when the page is written (the tournaments' countdowns) */
  now: number;
}

const namesKept = new WeakMap<GamesPayload, PaintedNames>();
type PaintedNames = { categories: Map<string, string>; themes: Map<string, string> };
function namesOf(catalogue: GamesPayload): PaintedNames {
  let names = namesKept.get(catalogue);
  if (!names) {
    names = {
      categories: new Map(catalogue.categories.map((c) => [c.shortname, c.name])),
      themes: new Map(catalogue.themes.map((t) => [t.shortname, t.name])),
    };
    namesKept.set(catalogue, names);
  }
  return names;
}

/**
 * The box the shell keeps above a page for the banner of a promo placed there (its
 * PagePromosOutlet), with the promo's image when the page announces it.
 */
function pagePromoReserve(image: string | null): string {
  const img = image ? `<img src="${escapeHtml(image)}" alt="" fetchpriority="high">` : '';
  return `<div class="page-promo-reserve" aria-hidden="true">${img}</div>`;
}

/** A page's painted main area, kept per catalogue. */
const kept = keptPerCatalogue<string>();

/** The markup for the shell's root, for a guest's page. */
export function paintedFirstScreen(request: FastifyRequest, input: PaintedInput): string {
  const theme = readCookie(request, 'theme');
  const { pathname, config, lang, catalogue } = input;
  const key = `${lang}|${config.casino_id}|${config.assets_domain}`;
  let main = '';
  if (input.moduleStyled && input.tournaments && pathname === '/tournaments') {
    // worked out for each page: its countdowns run from now
    main =
      (promoPlacedOn(input.placed, pathname) ? pagePromoReserve(input.pagePromoImage) : '') +
      paintedTournaments({
        tournaments: input.tournaments,
        lang,
        currency: config.currency,
        now: input.now,
      });
  } else if (input.moduleStyled && pathname === '/') {
    const promoImage = input.topPromoImage;
    main = kept(catalogue, `/|${key}|${promoImage}`, () =>
      paintedHome({ games: catalogue.games, config, lang, promoImage }),
    );
  } else if (input.moduleStyled) {
    const promo = promoPlacedOn(input.placed, pathname);
    main = kept(
      catalogue,
      `${pathname}|${key}|${promo}`,
      () =>
        paintedList({
          pathname,
          games: catalogue.games,
          config,
          lang,
          names: namesOf(catalogue),
          promo,
        }) ?? '',
    );
  }
  return paintedFrame({
    config,
    lang,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    pathname,
    main,
  });
}
