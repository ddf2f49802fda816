// The runtime code a remote entry runs instead of webpack's: where its chunks load from, and how
// its stylesheets load (and load again after a failure).
/* global test, expect, afterEach, document */
const { publicPathCode, cssLoadingCode } = require('./compact-remote-runtime');

const globals = {
  publicPath: 'require.p',
  ensureChunkHandlers: 'require.f',
  getChunkCssFilename: 'require.k',
};

/** Runs generated runtime code against a stand-in for `__webpack_require__`. */
function run(code, require) {
  new Function('require', code)(require);
  return require;
}

function withCurrentScript(element, body) {
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  try {
    return body();
  } finally {
    delete document.currentScript;
  }
}

afterEach(() => {
  document.head.innerHTML = '';
});

test("the public path is the folder of the entry's own script, without query or fragment", () => {
  const script = document.createElement('script');
  script.src = 'https://remotes.example/mf_lobby/releases/0.1.2-ab12/remoteEntry.js?v=3#x';
  const require = withCurrentScript(script, () => run(publicPathCode(globals), {}));
  expect(require.p).toBe('https://remotes.example/mf_lobby/releases/0.1.2-ab12/');
});

test('a page element named currentScript cannot choose where chunks load from', () => {
  const image = document.createElement('img');
  image.src = 'https://evil.example/x.png';
  expect(() => withCurrentScript(image, () => run(publicPathCode(globals), {}))).toThrow(
    'load remoteEntry.js with a script element',
  );
  expect(() => withCurrentScript(null, () => run(publicPathCode(globals), {}))).toThrow(
    'load remoteEntry.js with a script element',
  );
});

function cssRuntime(initial = []) {
  return run(cssLoadingCode(globals, '/^(12|78)$/.test(chunkId)', initial), {
    p: 'https://remotes.example/mf_promotions/',
    f: {},
    k: (id) => `chunk-${id}.css`,
  });
}

const links = () => [...document.head.querySelectorAll('link[rel=stylesheet]')];

test('a chunk with a stylesheet waits for it; a second ask waits for the same link', async () => {
  const require = cssRuntime();
  const first = [];
  require.f.css('78', first);
  const again = [];
  require.f.css('78', again);
  expect(links().map((l) => l.href)).toEqual([
    'https://remotes.example/mf_promotions/chunk-78.css',
  ]);
  expect(first).toHaveLength(1);
  expect(again[0]).toBe(first[0]);

  links()[0].onload();
  await expect(first[0]).resolves.toBeUndefined();
  const later = [];
  require.f.css('78', later);
  expect(later).toEqual([]);
  expect(links()).toHaveLength(1);
});

test('chunks without a stylesheet, and the ones the page has, load nothing', () => {
  const require = cssRuntime(['12']);
  const promises = [];
  require.f.css('5', promises);
  require.f.css('12', promises);
  expect(promises).toEqual([]);
  expect(links()).toEqual([]);
});

test('a stylesheet that fails rejects with a ChunkLoadError, and the next ask loads it again', async () => {
  const require = cssRuntime();
  const promises = [];
  require.f.css('12', promises);
  const failed = links()[0];
  failed.onerror();
  await expect(promises[0]).rejects.toMatchObject({
    name: 'ChunkLoadError',
    message: expect.stringContaining('chunk-12.css'),
  });
  expect(links()).toEqual([]);

  const retry = [];
  require.f.css('12', retry);
  expect(retry).toHaveLength(1);
  expect(links()).toHaveLength(1);
  expect(links()[0]).not.toBe(failed);
});
