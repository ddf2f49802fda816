// Catalogues generated once per process (per variant and size) and the getgames payload,
// serialised and compressed once per assets origin.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Game, GamesPayload } from '@parlor/shared/types';
import {
  DEFAULT_COUNTS,
  generateCatalogue,
  type Catalogue,
  type CatalogueVariant,
} from './generate-catalogue';

const catalogues = new Map<string, Catalogue>();

export function getCatalogue(variant: CatalogueVariant, count?: number): Catalogue {
  const n = count ?? DEFAULT_COUNTS[variant];
  const key = `${variant}|${n}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = generateCatalogue({ variant, count: n });
    catalogues.set(key, catalogue);
  }
  return catalogue;
}

/** The wire payload: synth image paths made absolute on the assets host. */
export function toGamesPayload(catalogue: Catalogue, assetsOrigin: string): GamesPayload {
  const games: Game[] = catalogue.games.map((g) =>
    g.synth_details
      ? {
          ...g,
          synth_details: {
            ...g.synth_details,
            imgLoader: assetsOrigin + g.synth_details.imgLoader,
            imgReminder: assetsOrigin + g.synth_details.imgReminder,
            imgPopup: assetsOrigin + g.synth_details.imgPopup,
          },
        }
      : g,
  );
  return {
    games,
    providers: catalogue.providers,
    themes: catalogue.themes,
    features: catalogue.features,
    categories: catalogue.categories,
    total_jackpot: catalogue.total_jackpot,
  };
}

export interface SerialisedPayload {
  json: Buffer;
  /** the catalogue's version, also in the payload */
  version: string;
  etag: string;
  gzip(): Buffer;
  br(): Buffer;
}

const serialised = new WeakMap<Catalogue, Map<string, SerialisedPayload>>();

export function serialisedGames(catalogue: Catalogue, assetsOrigin: string): SerialisedPayload {
  let perOrigin = serialised.get(catalogue);
  if (!perOrigin) {
    perOrigin = new Map();
    serialised.set(catalogue, perOrigin);
  }
  const hit = perOrigin.get(assetsOrigin);
  if (hit) return hit;
  // The version is the hash of the catalogue's content: a browser that holds this version skips
  // rewriting its local copy; the ETag lets a conditional request end in 304.
  const content = JSON.stringify(toGamesPayload(catalogue, assetsOrigin));
  const version = createHash('sha1').update(content).digest('base64url');
  const json = Buffer.from(`${content.slice(0, -1)},"version":"${version}"}`, 'utf8');
  let gz: Buffer | undefined;
  let br: Buffer | undefined;
  const entry: SerialisedPayload = {
    json,
    version,
    etag: `"${version}"`,
    gzip: () => (gz ??= gzipSync(json, { level: 6 })),
    br: () =>
      (br ??= brotliCompressSync(json, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })),
  };
  if (perOrigin.size > 20) perOrigin.clear();
  perOrigin.set(assetsOrigin, entry);
  return entry;
}
