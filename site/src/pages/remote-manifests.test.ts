import { createManifestReader, exposeFiles, inlineStylesheet, reachable } from './remote-manifests';

const MANIFEST = {
  name: 'mf_lobby',
  exposes: [
    {
      path: './HomePage',
      name: 'HomePage',
      assets: {
        js: {
          sync: ['989.js', '__federation_expose_HomePage.js'],
          async: ['873.js', 'i18n-lobby-de-json.1.js', 'i18n-lobby-fr-json.2.js'],
        },
        css: { sync: ['__federation_expose_HomePage.css'], async: ['873.css'] },
      },
    },
  ],
  shared: [],
};
const ENTRY = 'http://cdn.test/lobby/releases/7/remoteEntry.js';

describe('an exposed module’s files', () => {
  it('are its synchronous scripts and stylesheets beside the entry, with the visitor’s strings', () => {
    expect(exposeFiles(MANIFEST, ENTRY, './HomePage', 'de')).toEqual({
      js: [
        'http://cdn.test/lobby/releases/7/989.js',
        'http://cdn.test/lobby/releases/7/__federation_expose_HomePage.js',
        'http://cdn.test/lobby/releases/7/i18n-lobby-de-json.1.js',
      ],
      css: ['http://cdn.test/lobby/releases/7/__federation_expose_HomePage.css'],
    });
    // English is built in: no strings chunk
    expect(exposeFiles(MANIFEST, ENTRY, './HomePage', 'en')?.js).toHaveLength(2);
  });

  it('are unknown for a module the manifest does not describe, or a manifest of another shape', () => {
    expect(exposeFiles(MANIFEST, ENTRY, './GamePage', 'en')).toBeNull();
    expect(exposeFiles({ exposes: 'x' }, ENTRY, './HomePage', 'en')).toBeNull();
    expect(exposeFiles(null, ENTRY, './HomePage', 'en')).toBeNull();
    expect(
      exposeFiles({ exposes: [{ path: './HomePage', assets: {} }] }, ENTRY, './HomePage', 'en'),
    ).toBeNull();
  });
});

describe('the manifest reader', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('waits briefly for a manifest never read, then answers from what it read', async () => {
    const fetchImpl = jest.fn(() => answer(MANIFEST));
    const reader = createManifestReader({ fetchImpl: fetchImpl as typeof fetch });
    expect(await reader.read('http://cdn.test/m.json', 500)).toEqual(MANIFEST);
    expect(await reader.read('http://cdn.test/m.json', 500)).toEqual(MANIFEST);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('never keeps a page waiting longer than it says for a remote that does not answer', async () => {
    const fetchImpl = jest.fn(() => new Promise<Response>(() => {}));
    const reader = createManifestReader({ fetchImpl: fetchImpl as typeof fetch });
    const started = Date.now();
    expect(await reader.read('http://cdn.test/m.json', 30)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads an old manifest again in the background and asks a failed remote again later', async () => {
    let time = 0;
    let body: unknown = MANIFEST;
    let status = 200;
    const fetchImpl = jest.fn(() => answer(body, status));
    const reader = createManifestReader({
      fetchImpl: fetchImpl as typeof fetch,
      now: () => time,
      freshMs: 1000,
      retryMs: 100,
    });
    const url = 'http://cdn.test/m.json';
    await reader.read(url, 500);
    body = { ...MANIFEST, name: 'newer' };
    time = 2000;
    // the old one now, the new one once read
    expect(await reader.read(url, 500)).toEqual(MANIFEST);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await reader.read(url, 500)).toMatchObject({ name: 'newer' });
    status = 503;
    time = 4000;
    await reader.read(url, 500);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await reader.read(url, 500)).toBeNull();
    const calls = fetchImpl.mock.calls.length;
    time = 4050;
    await reader.read(url, 500);
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
    time = 4200;
    status = 200;
    await reader.read(url, 500);
    expect(fetchImpl).toHaveBeenCalledTimes(calls + 1);
  });
});

describe('what the site reads of a remote', () => {
  it('reads a *.localhost address at localhost, as a browser reaches it', () => {
    expect(reachable('http://classic.localhost:8081/mf-manifest.json')).toBe(
      'http://localhost:8081/mf-manifest.json',
    );
    expect(reachable('https://cdn.test/a/mf-manifest.json')).toBe(
      'https://cdn.test/a/mf-manifest.json',
    );
  });

  it('carries a stylesheet in the page with its addresses made absolute, and never one that imports', () => {
    const href = 'http://cdn.test/lobby/list.css';
    expect(inlineStylesheet('.a{background:url("img/x.png")}', href)).toBe(
      '.a{background:url("http://cdn.test/lobby/img/x.png")}',
    );
    expect(inlineStylesheet('.a{background:url(data:image/png;base64,AA)}', href)).toBe(
      '.a{background:url(data:image/png;base64,AA)}',
    );
    expect(inlineStylesheet('.a{}/*</STYLE>*/', href)).toBe('.a{}/*<\\/STYLE>*/');
    expect(inlineStylesheet('@import url(other.css);', href)).toBeNull();
  });
});
