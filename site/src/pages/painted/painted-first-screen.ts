// What the page paints of a guest's first screen (docs/performance.md, "The first screen painted
// by the page"): the shell's frame on every page, and in its main area the lobby's first screen on
// the pages that open on one, when the page carries the lobby's stylesheets.
import type { FastifyRequest } from 'fastify';
import type { CasinoConfig, GamesPayload } from '@parlor/shared/types';
import { visitorLanguage as languageOfVisitor, type PageLang } from '../../i18n/visitor-language';
import { readCookie } from '../../web/cookies';
import { keptPerCatalogue } from '../kept-per-catalogue';
import { promoPlacedOn } from '../promo-tags';
import { paintedFrame } from './painted-frame';
import { paintedHome } from './painted-home';
import { paintedList } from './painted-list';

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
  /** the page carries the stylesheets of the lobby's module for this page */
  lobbyStyled: boolean;
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

/** A page's painted main area, kept per catalogue. */
const kept = keptPerCatalogue<string>();

/** The markup for the shell's root, for a guest's page. */
export function paintedFirstScreen(request: FastifyRequest, input: PaintedInput): string {
  const theme = readCookie(request, 'theme');
  const { pathname, config, lang, catalogue } = input;
  const key = `${lang}|${config.casino_id}|${config.assets_domain}`;
  let main = '';
  if (input.lobbyStyled && pathname === '/') {
    const promoImage = input.topPromoImage;
    main = kept(catalogue, `/|${key}|${promoImage}`, () =>
      paintedHome({ games: catalogue.games, config, lang, promoImage }),
    );
  } else if (input.lobbyStyled) {
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
