import type { FastifyInstance } from 'fastify';
import { CASINOS } from '../casinos/casinos';
import { getCatalogue } from '../catalogue/catalogue-store';
import { EDGE } from '../catalogue/edge-cases';
import { customPromos } from '../promotions/promo-catalogue';
import { buildAssetsServer, IMMUTABLE, ImageCache } from './assets-server';
import { wrap } from './svg';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAssetsServer();
});
afterAll(() => app.close());

const JPEG = [0xff, 0xd8, 0xff];

describe('assets host', () => {
  it.each([
    ['portrait.jpg', 'image/jpeg'],
    ['landscape.jpg', 'image/jpeg'],
    ['portrait.webp', 'image/webp'],
    ['landscape.webp', 'image/webp'],
  ])('renders game thumbnails: %s', async (file, type) => {
    const res = await app.inject(`/games/${EDGE.multiProvider2}/red-tiger/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const bytes = res.rawPayload;
    if (type === 'image/jpeg') expect([...bytes.subarray(0, 3)]).toEqual(JPEG);
    else expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('serves the same bytes from its cache', async () => {
    const a = await app.inject(`/games/${EDGE.jackpotZero}/betsoft/portrait.jpg`);
    const b = await app.inject(`/games/${EDGE.jackpotZero}/betsoft/portrait.jpg`);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it("serves the seeded video promo's mp4", async () => {
    const promos = customPromos({
      casino: CASINOS.fusion,
      catalogue: getCatalogue('fusion'),
      lang: 'en',
      assets: 'http://localhost:8086',
    });
    const video = promos.find((p) => p.image.endsWith('.mp4'));
    expect(video).toBeDefined();
    const res = await app.inject(new URL(video!.image).pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // an ISO media file: its first box is 'ftyp'
    expect(res.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect((await app.inject('/promos/other.mp4')).statusCode).toBe(404);
    expect((await app.inject('/promos/..%2Fassets-server.ts')).statusCode).toBe(404);
  });

  it('serves provider icons, brand logos and loaders, and synth images', async () => {
    const icon = await app.inject('/providers/play-n-go.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain('Play&#39;n GO');
    for (const file of ['logo-light.svg', 'logo-dark.svg', 'loader-light.svg', 'loader-dark.svg']) {
      const res = await app.inject(`/brand/classic/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toMatch(/^<svg/);
    }
    expect((await app.inject('/brand/classic/logo-light.svg')).body).toContain('Parlor Classic');
    const synth = await app.inject(`/synth/${EDGE.synth[0]}/loader.jpg`);
    expect(synth.statusCode).toBe(200);
    expect([...synth.rawPayload.subarray(0, 3)]).toEqual(JPEG);
  });

  it.each([
    '/games/Book-Of-Shadows/red-tiger/portrait.jpg',
    '/games/book_of_shadows/red-tiger/portrait.jpg',
    '/games/book-of-shadows/red-tiger/square.jpg',
    '/games/book-of-shadows/red-tiger/portrait.png',
    '/games/book-of-shadows/red%20tiger/portrait.jpg',
    '/games/..%2F..%2Fetc/red-tiger/portrait.jpg',
    '/games/-bad-/red-tiger/portrait.jpg',
    '/providers/Red-Tiger.svg',
    '/providers/red-tiger.png',
    '/brand/fusion/logo-blue.svg',
    '/brand/Fusion/logo-light.svg',
    '/synth/neon-synth-nights/banner.jpg',
    '/nothing',
  ])('answers 404 for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('ImageCache', () => {
  it('evicts the least recently used entry and renders once per key', async () => {
    const cache = new ImageCache(2);
    let renders = 0;
    const render = (s: string) => async () => {
      renders++;
      return Buffer.from(s);
    };
    await Promise.all([cache.get('a', render('a')), cache.get('a', render('a'))]);
    expect(renders).toBe(1);
    await cache.get('b', render('b'));
    await cache.get('a', render('a')); // a is now the most recent
    await cache.get('c', render('c')); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', render('a'));
    expect(renders).toBe(3);
    await cache.get('b', render('b'));
    expect(renders).toBe(4);
  });
});

describe('wrap', () => {
  it('wraps words and caps the number of lines', () => {
    expect(wrap('Book of Shadows', 12)).toEqual(['Book of', 'Shadows']);
    expect(wrap('a b c d e f', 1, 3)).toEqual(['a', 'b', 'c…']);
  });
});
