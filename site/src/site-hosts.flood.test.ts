// A flood of made-up Host headers costs the controller nothing: the site keeps its reads per
// casino, and every name it does not know is the default casino, so 500 distinct names (made up,
// or a known name with another port or case) make no more boot and catalogue reads than one
// visitor of that casino does.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from './build-site';
import { loadSiteSettings } from './site-settings';
import { recordingController, type RecordingController } from './testing/recording-controller';
import { seededRandom } from './testing/seeded-random';
import { tempDir } from './testing/temp-dir';

const SEED = 4307;
const HOSTS = 500;

let controller: RecordingController;
let dir: string;
const sites: FastifyInstance[] = [];

beforeAll(() => {
  dir = tempDir('parlor-host-flood-');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
beforeEach(async () => {
  controller = await recordingController();
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
  await controller.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function freshSite(): Promise<FastifyInstance> {
  const site = await buildSite({
    controllerUrl: controller.url,
    settings: loadSiteSettings({
      PARLOR_SHELL_DIST: dir,
      PARLOR_SITE_DB: path.join(dir, `site-${sites.length}.db`),
    }),
  });
  sites.push(site);
  return site;
}

/** The site's reads of the controller so far, by what was read: `/api/boot`, `getgames`… */
const readsSoFar = () =>
  controller.seen.map((seen) => /^\/api\/controller\?(\w+)/.exec(seen.url)?.[1] ?? seen.url);

/** What a visitor's browser asks first: the page, and the boot info. */
const visit = (site: FastifyInstance, host: string) =>
  Promise.all(
    ['/', '/api/boot'].map((url) =>
      site.inject({ url, headers: { host, 'accept-language': 'en' } }),
    ),
  );

it(`reads no more of the controller for ${HOSTS} distinct Host headers than for one casino's visitor (seed ${SEED})`, async () => {
  const one = await freshSite();
  for (const answer of await visit(one, 'localhost:8080')) expect(answer.statusCode).toBe(200);
  const oneCasino = readsSoFar().sort();
  // the page's reads, each once: the boot info and the catalogue among them
  expect(oneCasino).toEqual(
    expect.arrayContaining(['/api/boot', 'getconfig', 'getgames', 'getpromos']),
  );
  controller.seen.length = 0;

  const r = seededRandom(SEED);
  const hosts = new Set<string>();
  while (hosts.size < HOSTS) {
    hosts.add(
      r.pick([
        () => `${r.text(1 + r.int(20))}.${r.pick(['example', 'com', 'localhost', 'test'])}`,
        () => `${r.text(6)}.localhost:${1 + r.int(65_535)}`,
        // a name the site knows, on any port and in any case: the same casino
        () => `localhost:${1 + r.int(65_535)}`,
        () => `LocalHost.${r.text(4)}`,
        () => `${r.text(8)}.example:8080`,
      ])(),
    );
  }
  const flooded = await freshSite();
  // fifty visitors at a time, as a flood comes
  const all = [...hosts];
  for (let at = 0; at < all.length; at += 50) {
    const answers = await Promise.all(all.slice(at, at + 50).map((host) => visit(flooded, host)));
    for (const answer of answers.flat()) expect(answer.statusCode).toBe(200);
  }
  expect(readsSoFar().sort()).toEqual(oneCasino);
  // and every read was the default casino's, by its own name
  expect(new Set(controller.seen.map((seen) => seen.headers.host))).toEqual(new Set(['localhost']));
});
