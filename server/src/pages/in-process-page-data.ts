// The page's data read in the server's own process, from its context: what the controller's
// routes would answer for the same request (GET /api/boot, getconfig as a guest, getgames,
// getpromos for the lobby, the calls of a first screen's server render), without the round trip.
import { PageDataUnavailable, remotesFor, type PageData } from '@parlor/site';
import { firstScreenCall } from '@parlor/shared/server';
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
    // a first screen's call (what a guest's first screen reads), sent to this process's own
    // controller as a guest's: no cookie of the visitor's
    guestCall: async (request, call) => {
      const boot = bootResponse(ctx, request);
      if (!firstScreenCall(call, boot.controller_path)) {
        throw new PageDataUnavailable(`${call.url} is not a first screen's call`);
      }
      const post = call.method === 'POST';
      const answer = await request.server.inject({
        method: post ? 'POST' : 'GET',
        url: call.url,
        headers: {
          host: request.headers.host ?? canonicalHost(request.casino),
          ...(post ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(post ? { payload: call.body } : {}),
      });
      return { status: answer.statusCode, text: answer.body };
    },
    fileRemotes: async (request) => ownRemotes(request.casino),
    remotesAtStart: () => CASINO_KEYS.map((key) => ownRemotes(CASINOS[key])),
    isPlayer: (request) => request.player() !== null,
  };
}
