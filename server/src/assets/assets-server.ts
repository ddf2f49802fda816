// The assets host (port 8086): generated game thumbnails, provider icons, brand logos and loaders,
// synth game images. Every path parameter is validated (kebab-case) before anything is generated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import sharp from 'sharp';
import { CASINOS, casinoByKey } from '../casinos/casinos';
import { getCatalogue } from '../catalogue/catalogue-store';
import { gameKey, type Catalogue } from '../catalogue/generate-catalogue';
import { isKebab } from '../http';
import { SERVER_ROOT } from '../settings';
import { gameThumbSvg, loaderSvg, logoSvg, providerSvg, type Orientation, type Tone } from './svg';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A small LRU of rendered images (Map keeps insertion order). */
export class ImageCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inflight = new Map<string, Promise<Buffer>>();
  constructor(private readonly max = 400) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = render()
      .then((buf) => {
        this.entries.set(key, buf);
        while (this.entries.size > this.max) {
          const oldest = this.entries.keys().next().value as string;
          this.entries.delete(oldest);
        }
        return buf;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}

export interface AssetsOptions {
  /** catalogues used to find display names (default: the default fusion and single catalogues) */
  catalogues?: Catalogue[];
  cacheSize?: number;
}

function titleCase(kebabName: string): string {
  return kebabName
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

const GAME_FILE_RE = /^(portrait|landscape)\.(jpg|webp)$/;
const SYNTH_FILE_RE = /^(loader|reminder|popup)\.(jpg|webp)$/;
const BRAND_FILE_RE = /^(logo|loader)-(light|dark)\.svg$/;
const SVG_FILE_RE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * The promos' videos: small committed files (docs/promotions.md, "Promo cards"), served by name
 * from a fixed list, never from a path the request chose.
 */
// beside this file in the sources, wherever the running (compiled) server is
const MEDIA_DIR = path.join(SERVER_ROOT, 'src', 'assets', 'media');
const PROMO_VIDEOS = new Map([['slots-weekend.mp4', 'slots-weekend.mp4']]);
const promoVideo = (file: string): Buffer | null => {
  const name = PROMO_VIDEOS.get(file);
  return name ? readFileSync(path.join(MEDIA_DIR, name)) : null;
};

export async function buildAssetsServer(options: AssetsOptions = {}): Promise<FastifyInstance> {
  const catalogues = options.catalogues ?? [getCatalogue('fusion'), getCatalogue('single')];
  const cache = new ImageCache(options.cacheSize);
  const app = Fastify({ logger: false });

  const gameName = (shortname: string, provider: string): string => {
    for (const c of catalogues) {
      const g = c.byKey.get(gameKey(shortname, provider));
      if (g) return g.display_name;
    }
    for (const c of catalogues) {
      const g = c.games.find((x) => x.shortname === shortname);
      if (g) return g.display_name;
    }
    return titleCase(shortname);
  };
  const providerName = (shortname: string): string => {
    for (const c of catalogues) {
      const p = c.providers.find((x) => x.shortname === shortname);
      if (p) return p.name;
    }
    return titleCase(shortname);
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-content-type-options', 'nosniff');
  });

  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ error: 'Not found', code: 'not_found' });

  const sendImage = (reply: FastifyReply, type: string, body: Buffer | string) =>
    reply.type(type).header('cache-control', IMMUTABLE).send(body);

  const raster = async (key: string, format: string, svg: () => string): Promise<Buffer> =>
    cache.get(`${key}.${format}`, async () => {
      const img = sharp(Buffer.from(svg()));
      return format === 'webp'
        ? img.webp({ quality: 78 }).toBuffer()
        : img.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    });

  app.get('/games/:shortname/:provider/:file', async (request, reply) => {
    const { shortname, provider, file } = request.params as Record<string, string>;
    const m = GAME_FILE_RE.exec(file ?? '');
    if (!isKebab(shortname) || !isKebab(provider) || !m) return notFound(reply);
    const orientation = m[1] as Orientation;
    const format = m[2]!;
    const body = await raster(`games/${shortname}/${provider}/${orientation}`, format, () =>
      gameThumbSvg(gameName(shortname, provider), shortname, orientation, providerName(provider)),
    );
    return sendImage(reply, format === 'webp' ? 'image/webp' : 'image/jpeg', body);
  });

  app.get('/synth/:shortname/:file', async (request, reply) => {
    const { shortname, file } = request.params as Record<string, string>;
    const m = SYNTH_FILE_RE.exec(file ?? '');
    if (!isKebab(shortname) || !m) return notFound(reply);
    const kind = m[1]!;
    const format = m[2]!;
    const orientation: Orientation = kind === 'reminder' ? 'landscape' : 'portrait';
    const caption =
      kind === 'loader' ? 'Loading…' : kind === 'reminder' ? 'Keep spinning!' : 'Big win!';
    const name = catalogues
      .flatMap((c) => c.games)
      .find((g) => g.shortname === shortname)?.display_name;
    const body = await raster(`synth/${shortname}/${kind}`, format, () =>
      gameThumbSvg(name ?? titleCase(shortname), `${shortname}-${kind}`, orientation, caption),
    );
    return sendImage(reply, format === 'webp' ? 'image/webp' : 'image/jpeg', body);
  });

  app.get('/promos/:file', async (request, reply) => {
    const { file } = request.params as Record<string, string>;
    const body = promoVideo(file ?? '');
    if (!body) return notFound(reply);
    return sendImage(reply, 'video/mp4', body);
  });

  app.get('/providers/:file', async (request, reply) => {
    const { file } = request.params as Record<string, string>;
    const m = SVG_FILE_RE.exec(file ?? '');
    if (!m || !isKebab(m[1])) return notFound(reply);
    return sendImage(reply, 'image/svg+xml', providerSvg(providerName(m[1]!), m[1]!));
  });

  app.get('/brand/:casino/:file', async (request, reply) => {
    const { casino, file } = request.params as Record<string, string>;
    const m = BRAND_FILE_RE.exec(file ?? '');
    if (!isKebab(casino) || !m) return notFound(reply);
    const name = casinoByKey(casino)?.casino_name ?? CASINOS.fusion.casino_name;
    const tone = m[2] as Tone;
    return sendImage(
      reply,
      'image/svg+xml',
      m[1] === 'logo' ? logoSvg(name, tone) : loaderSvg(tone),
    );
  });

  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
  app.setErrorHandler(async (_err, _request, reply) =>
    reply
      .status(500)
      .header('cache-control', 'no-store')
      .send({ error: 'Internal server error', code: 'internal_error' }),
  );
  await app.ready();
  return app;
}
