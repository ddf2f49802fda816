// The page's data read in the server's own process, from its context: what the controller's
// routes would answer for the same request (GET /api/boot, getconfig as a guest, getgames,
// getpromos for the lobby, a guest's gettournaments), without the round trip.
import { PageDataUnavailable, remotesFor, type PageData } from '@parlor/site';
import { parseTournamentsAnswer } from '@parlor/shared/tournaments';
import type { AppContext } from '../context';
import { bootResponse } from '../controller/boot-routes';
import {
  assetsOrigin,
  CASINO_KEYS,
  CASINOS,
  canonicalHost,
  casinoConfig,
  type CasinoDef,
} from '../casinos/casinos';
import { customPromos } from '../promotions/promo-catalogue';
import { flipSeconds, tournamentsAnswer } from '../tournaments/tournament-keywords';

export function inProcessPageData(ctx: AppContext): PageData {
  /** The remotes as the site reads them: at the casino's own host name, never the request's. */
  const ownRemotes = (casino: CasinoDef) =>
    remotesFor(ctx.settings, casino.key, canonicalHost(casino));
  return {
    boot: async (request) => bootResponse(ctx, request),
    config: async (request) =>
      casinoConfig(request.casino, {
        hostname: request.casinoHostname,
        assetsPort: ctx.settings.assetsPort,
        basePath: request.server.parlorBasePath,
      }),
    // the catalogue itself: what getgames sends of it (its synthetic games' image paths are made
    // absolute on the wire; the pages do not read them)
    games: async (request) => ctx.catalogueOf(request.casino),
    homePromos: async (request, lang) =>
      customPromos({
        casino: request.casino,
        catalogue: ctx.catalogueOf(request.casino),
        lang,
        assets: assetsOrigin({
          hostname: request.casinoHostname,
          assetsPort: ctx.settings.assetsPort,
        }),
      }),
    // what a guest's gettournaments answers, read as the site reads it over HTTP
    tournaments: async (request, lang) => {
      const answer = parseTournamentsAnswer(
        tournamentsAnswer(ctx, {
          casino: request.casino,
          catalogue: ctx.catalogueOf(request.casino),
          lang,
          home: false,
          player: null,
          base: request.server.parlorBasePath,
          at: Date.now(),
          startedAt: ctx.startedAt,
          flipMs: flipSeconds() * 1000,
        }),
      );
      if (!answer) throw new PageDataUnavailable('tournaments: not the three lists');
      return answer;
    },
    fileRemotes: async (request) => ownRemotes(request.casino),
    remotesAtStart: () => CASINO_KEYS.map((key) => ownRemotes(CASINOS[key])),
    isPlayer: (request) => request.player() !== null,
  };
}
