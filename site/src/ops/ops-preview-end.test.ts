// Ending a preview link from the console: a button by each live preview for whoever may give one
// out, confirmed by a ticked box, done as the operator.
import type { FastifyInstance } from 'fastify';
import type { SiteStore } from '../state/site-store';
import {
  browser,
  buildConsole,
  fakeOperations,
  openTestStore,
  RELEASES,
} from './testing/ops-test-kit';

const PREVIEW = {
  id: '7',
  remote: 'mf_lobby',
  release: RELEASES[0]!,
  until: '2030-01-02T08:00:00.000Z',
  by: 'maria',
};
const END = '/ops/casinos/fusion/previews/7/end';

let store: SiteStore;
let app: FastifyInstance;
let ops: ReturnType<typeof fakeOperations>;

beforeEach(async () => {
  store = await openTestStore();
  ops = fakeOperations();
  const overview = ops.state.overview;
  ops.state.overview = (casino, generation) => ({
    ...overview(casino, generation),
    previews: [PREVIEW],
  });
  app = await buildConsole({ store, operationsFor: ops.operationsFor });
});
afterEach(async () => {
  await app.close();
  await store.close();
});

it('shows a release manager the end button by a live preview, and ends it once confirmed', async () => {
  const b = browser(app);
  await b.login('ops-release');
  const page = await b.get('/ops/casinos/fusion');
  expect(page.body).toContain(`action="${END}"`);
  expect(page.body).toContain(`Yes, end the preview of ${RELEASES[0]} now`);
  const csrf = await b.csrf('/ops/casinos/fusion');

  // not confirmed: nothing asked
  const unconfirmed = await b.post(END, { csrf });
  expect(unconfirmed.statusCode).toBe(400);
  expect(unconfirmed.body).toContain('Tick the box to confirm.');
  expect(ops.calls).toEqual([]);

  const ended = await b.post(END, { csrf, confirm: 'yes' });
  expect(ended.statusCode).toBe(303);
  expect(ended.headers.location).toBe('/ops/casinos/fusion');
  expect(ops.calls).toEqual([
    { operator: 'ops-release', method: 'endPreview', request: { id: '7' } },
  ]);
  expect((await b.get('/ops/casinos/fusion')).body).toContain(
    'A preview link of fusion ended: it opens nothing any more.',
  );
});

it('refuses a viewer: no button, and 403 for the form', async () => {
  const b = browser(app);
  await b.login('ops-viewer');
  expect((await b.get('/ops/casinos/fusion')).body).not.toContain(END);
  const csrf = await b.csrf('/ops/casinos/fusion');
  expect((await b.post(END, { csrf, confirm: 'yes' })).statusCode).toBe(403);
  expect(ops.calls).toEqual([]);
});

it('answers a preview that is no longer live with the refusal (409)', async () => {
  ops.state.respond = () => ({
    ok: false,
    kind: 'refused',
    message: 'No live preview 7: nothing was ended.',
    problems: [],
  });
  const b = browser(app);
  await b.login('ops-release');
  const csrf = await b.csrf('/ops/casinos/fusion');
  const refused = await b.post(END, { csrf, confirm: 'yes' });
  expect(refused.statusCode).toBe(409);
  expect(refused.body).toContain('No live preview 7: nothing was ended.');
});
