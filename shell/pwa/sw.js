/* global self, caches */
/* Parlor service worker: network first, with the last good answer kept for offline use. The
 * shell (its own and the remotes' scripts), boot info, config and the game catalogue are cached,
 * so the lobby opens offline after one visit. Player calls are never cached. */
const VERSION = '__PARLOR_BUILD__';
const CACHE = `parlor-${VERSION}`;
const SCOPE = new URL(self.registration.scope);
const INDEX_KEY = SCOPE.href;
const CACHEABLE_API = /\/api\/(boot|controller\?(getconfig|getgames))$/;
const STATIC = /\.(js|css|json|webmanifest|svg|png|jpe?g|webp|woff2?)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('parlor-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      ),
  );
});

function isApi(url) {
  return url.origin === SCOPE.origin && url.pathname.includes('/api/');
}

function cacheable(url) {
  if (isApi(url)) return CACHEABLE_API.test(url.pathname + url.search);
  return STATIC.test(url.pathname);
}

async function put(key, response) {
  if (!response || !(response.ok || response.type === 'opaque')) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

async function networkFirst(request, key) {
  try {
    const response = await fetch(request);
    if (response.ok) await put(key ?? request, response.clone());
    return response;
  } catch (error) {
    const cached =
      (await caches.match(key ?? request, { ignoreVary: true })) ??
      (request.mode === 'navigate' ? await caches.match(INDEX_KEY) : undefined);
    if (cached) return cached;
    throw error;
  }
}

/** The page tells which resources its first visit loaded (that visit was not controlled yet). */
async function cacheUrls(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      try {
        const url = new URL(raw, SCOPE);
        if (url.href === INDEX_KEY || raw === 'index') {
          const response = await fetch(INDEX_KEY, { credentials: 'same-origin' });
          if (response.ok) await cache.put(INDEX_KEY, response);
          return;
        }
        if (!cacheable(url) || (await cache.match(url.href))) return;
        let response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
        if (!response) response = await fetch(url.href, { mode: 'no-cors' });
        await put(url.href, response);
      } catch {
        // One resource missing costs only itself.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    event.waitUntil(cacheUrls(data.urls).then(() => event.source?.postMessage({ type: 'cached' })));
  }
  if (data.type === 'logout') {
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) =>
          cache
            .keys()
            .then((keys) =>
              Promise.all(keys.filter((k) => isApi(new URL(k.url))).map((k) => cache.delete(k))),
            ),
        ),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.origin !== SCOPE.origin || url.pathname.startsWith('/api/')) return;
    if (/^\/(pages|dashboard|livechat)\//.test(url.pathname)) return;
    event.respondWith(networkFirst(request, INDEX_KEY));
    return;
  }
  if (!cacheable(url)) return;
  event.respondWith(networkFirst(request));
});
