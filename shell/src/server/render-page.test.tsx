/**
 * @jest-environment node
 */
// The shell's server renderer from its sources, as the site's worker runs its build: in Node (no
// window, no document), with server containers evaluated from code the way the worker reads them.
import { makeConfig, makeGame } from '@parlor/shared/testing';
import type { RenderRequest, RendererHost } from './render-page';

// as the shell's server build has it (shared/build/server-build.js): no federation runtime
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('@parlor/shared/build/server-federation-stub.js'),
);

// what the factory's server build defines: the versions of the shared modules this shell lends
(globalThis as Record<string, unknown>).__PARLOR_PROVIDED_SHARED__ = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  '@parlor/shared': '0.3.9',
};

const REQUIRES = JSON.stringify({ react: '^19.3.1', '@parlor/shared': '^0.3.9' });

/** A server container's code, as a remote's server build writes it: its home page module. */
function container(home: string, requires = REQUIRES): string {
  return `
    const React = require('react');
    const shared = require('@parlor/shared');
    ${home}
    exports.format = 'parlor-server-container@1';
    exports.requires = ${requires};
    // the search dialog's host the layout holds: closed, it renders nothing
    const SearchModalHost = () => null;
    const modules = { './HomePage': Home, './SearchModalHost': SearchModalHost };
    exports.exposes = Object.keys(modules);
    exports.get = (expose) =>
      modules[expose] ? Promise.resolve({ default: modules[expose] }) : Promise.reject(new Error('no ' + expose));
  `;
}

const HOME = container(`
  function Home() {
    const config = shared.useSessionStore((s) => s.config);
    const pick = shared.pageRandom('home');
    return React.createElement('section', { className: 'stand-in-home' },
      React.createElement('h1', null, 'Home of ' + config.casino_name),
      React.createElement(shared.Link, { to: '/category/online-slots' }, 'Slots'),
      React.createElement('p', null, 'pick ' + pick().toFixed(8)),
      React.createElement('p', null, 'at ' + shared.firstScreenNow()));
  }
`);

const boot = {
  controller_path: '/api/controller',
  passphrase: 'p',
  remotes: { mf_lobby: 'http://lobby.test/remoteEntry.js' },
};

function request(overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url: '/',
    boot,
    config: makeConfig({ casino_name: 'Parlor Test' }),
    containers: { mf_lobby: 'http://lobby.test/server/server-entry.js' },
    catalogue: 'c1',
    lang: 'en',
    theme: 'light',
    now: 1_700_000_000_000,
    seed: 42,
    announced: { images: {}, promoPages: [] },
    ticket: 't1',
    ...overrides,
  };
}

async function renderer(code: Record<string, string>, calls: string[] = []) {
  const { createPageRenderer } = await import('./render-page');
  const host: RendererHost = {
    fetchCode: async (url) => {
      const text = code[url];
      if (text === undefined) throw new Error(`${url}: status 404`);
      return { status: 200, code: text };
    },
    catalogue: async () => ({
      games: [makeGame({ id: 1, shortname: 'starburst', name: 'Starburst' })],
      providers: [],
      themes: [],
      features: [],
      categories: [],
      total_jackpot: 0,
    }),
    controller: async (call) => {
      calls.push(`${call.method} ${call.url} ${call.body}`);
      return { status: 200, text: JSON.stringify({ active_tournaments: [] }) };
    },
  };
  return createPageRenderer(host);
}

const mainOf = (html: string | null) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html ?? '')?.[1] ?? '';

it('renders the shell’s frame and the release’s module, the same markup for the same request', async () => {
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': HOME });
  const first = await r.render(request());
  const again = await r.render(request());
  expect(first.html).toContain('Home of Parlor Test');
  // the frame: the header's login pair and the side menu, as the shell renders them
  expect(first.html).toMatch(/<header class="header">[\s\S]*Log In/);
  expect(first.html).toContain('aria-label="Main navigation"');
  expect(first.html).toContain('<a href="/category/online-slots"');
  expect(first.rendered).toContain('mf_lobby|./HomePage');
  expect(first.clientRendered).toEqual([]);
  // what the page says it rendered with: the moment and the seed
  expect(first.html).toContain(`at ${request().now}`);
  expect(again.html).toBe(first.html);
  // another seed, other picks
  const seeded = await r.render(request({ seed: 7 }));
  expect(mainOf(seeded.html)).not.toBe(mainOf(first.html));
});

it('renders in the language and theme of the request, one page at a time', async () => {
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': HOME });
  const [one, two] = await Promise.all([
    r.render(request({ config: makeConfig({ casino_name: 'First Casino' }) })),
    r.render(request({ config: makeConfig({ casino_name: 'Second Casino' }), lang: 'de' })),
  ]);
  expect(one.html).toContain('Home of First Casino');
  expect(one.html).not.toContain('Second Casino');
  expect(two.html).toContain('Home of Second Casino');
  expect(two.html).toContain('Anmelden');
  expect(one.html).not.toContain('Anmelden');
});

it('a module that throws costs its outlet only: its loading state goes to the browser', async () => {
  const broken = container(`function Home() { throw new Error('broken on the server'); }`);
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': broken });
  const result = await r.render(request());
  // React's mark of a boundary the browser renders, with the outlet's loading state
  expect(mainOf(result.html)).toMatch(/<!--\$!-->[\s\S]*page-skeleton/);
  expect(result.html).toContain('aria-label="Main navigation"');
  expect(result.clientRendered.join(' ')).toContain('broken on the server');
});

it('a release without a server build, or built for a @parlor/shared it cannot have, is the browser’s', async () => {
  const skewed = container(
    'function Home() { return null; }',
    JSON.stringify({ '@parlor/shared': '^0.4.0' }),
  );
  const releases: Record<string, string>[] = [
    {},
    { 'http://lobby.test/server/server-entry.js': skewed },
  ];
  for (const code of releases) {
    const r = await renderer(code);
    const result = await r.render(request());
    // the outlet's loading state, and no error for the browser to report: it renders it as usual
    expect(mainOf(result.html)).toContain('page-skeleton');
    expect(result.html).not.toContain('<!--$!-->');
    expect(result.rendered).not.toContain('mf_lobby|./HomePage');
    expect(result.clientRendered.join(' ')).toMatch(/mf_lobby\|\.\/HomePage: .*(404|refused)/);
  }
});

it('asks the site for the guest calls the page reads first, and for no other', async () => {
  const calls: string[] = [];
  const asking = container(`
    function Home() { return React.createElement('p', null, 'home'); }
    Home.prime = () => Promise.all([
      shared.getApi().getBalance().catch(() => null),
      shared.getApi().getTournaments({ lang: 'en' }),
    ]);
  `);
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': asking }, calls);
  const result = await r.render(request());
  expect(calls).toEqual(['POST /api/controller?gettournaments lang=en']);
  // the page carries that answer, by the request the browser will make
  expect(Object.keys(result.answers)).toEqual(['POST /api/controller?gettournaments lang=en']);
});

it('leaves a home address that sends the visitor elsewhere to the browser', async () => {
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': HOME });
  for (const url of ['/?play=starburst', '/?fav=x&by=y', '/?livechat', '/?search=a'])
    expect((await r.render(request({ url }))).html).toBeNull();
});

it('renders each release with its own words, where two register the same namespace', async () => {
  const release = (words: string) =>
    container(`
      void shared.registerNamespace('stand-in', { home: { title: '${words}' } }, () =>
        Promise.resolve({ home: { title: '${words} (de)' } }),
      );
      function Home() {
        const { t } = shared.useTranslation('stand-in');
        return React.createElement('h1', null, t('home.title'));
      }
    `);
  const r = await renderer({
    'http://lobby.test/a/server/server-entry.js': release('New Games'),
    'http://lobby.test/b/server/server-entry.js': release('Fresh Drops'),
  });
  const at = (folder: string, lang: 'en' | 'de' = 'en') =>
    r.render(
      request({
        containers: { mf_lobby: `http://lobby.test/${folder}/server/server-entry.js` },
        lang,
      }),
    );
  expect((await at('a')).html).toContain('<h1>New Games</h1>');
  expect((await at('b')).html).toContain('<h1>Fresh Drops</h1>');
  expect((await at('a')).html).toContain('<h1>New Games</h1>');
  expect((await at('b', 'de')).html).toContain('<h1>Fresh Drops (de)</h1>');
  expect((await at('a', 'de')).html).toContain('<h1>New Games (de)</h1>');
});

it('leaves a page that sends the visitor elsewhere as it renders to the browser, with no warning', async () => {
  const warn = jest.spyOn(console, 'warn');
  const away = container(
    `function Home() { return React.createElement(shared.Navigate, { to: '/providers', replace: true }); }`,
  );
  const r = await renderer({ 'http://lobby.test/server/server-entry.js': away });
  const result = await r.render(request());
  expect(result.html).toBeNull();
  expect(result.clientRendered).toEqual(['navigates to /providers']);
  expect(warn).not.toHaveBeenCalled();
});
