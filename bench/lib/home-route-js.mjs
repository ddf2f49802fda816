// JavaScript of the home route's first load as a guest: every script the page loads until the
// lobby's tiles are painted and the network settles, sized gzip and brotli, grouped by app; and
// apart, the scripts asked for before the first tile was visible (what the first screen waits for).
import { launchChromium } from './chromium.mjs';
import { compressedSizes } from './compressed-size.mjs';

/**
 * @param {{ url: string, apps: Record<number, string>, chromiumPath: string,
 *   log: (line: string) => void }} options
 */
export async function benchHomeRouteJs({ url, apps, chromiumPath, log }) {
  const browser = await launchChromium(chromiumPath);
  try {
    const chromiumVersion = browser.version();
    // A fresh context: no cookies (a guest), an empty cache, and the cache disabled besides.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const seen = new Map();
    const pending = [];
    // In the page: when the first New Games tile was committed. Work deferred until after the
    // first screen starts a frame later, sooner than this process hears about the tile, so which
    // scripts came before it is read from the page's own resource timing.
    await page.addInitScript(() => {
      const win = globalThis;
      const observer = new win.MutationObserver(() => {
        if (!win.document.querySelector('ul[aria-label="New Games"]:not([aria-busy]) li')) return;
        observer.disconnect();
        win.__parlorFirstTile = win.performance.now();
      });
      observer.observe(win.document, { childList: true, subtree: true });
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || !/^https?:/.test(response.url())) return;
      const entry = {
        url: response.url(),
        status: response.status(),
        encoding: response.headers()['content-encoding'] ?? 'identity',
        transferBytes: null,
      };
      seen.set(entry.url, entry);
      // what Chromium actually received (encoded body), for comparison with the figures below
      pending.push(
        request
          .sizes()
          .then((sizes) => (entry.transferBytes = sizes.responseBodySize))
          .catch(() => {}),
      );
    });

    log(`loading ${url} as a guest …`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const tiles = page.getByRole('list', { name: 'New Games' }).getByRole('listitem');
    await tiles.first().waitFor({ state: 'visible', timeout: 30_000 });
    const tileCount = await tiles.count();
    // Late chunks (lazy routes' preloads, idle callbacks) count too: wait for a quiet network.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
      log('the network did not settle within 15 s: measuring what loaded so far');
    });
    await Promise.allSettled(pending);
    const beforeTile = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
          .filter((e) => e.startTime < globalThis.__parlorFirstTile)
          .map((e) => e.name),
      ),
    );
    await context.close();

    const scripts = [];
    for (const entry of seen.values()) {
      const port = Number(new URL(entry.url).port || 80);
      const sizes = await compressedSizes(entry.url);
      scripts.push({
        ...entry,
        app: apps[port] ?? new URL(entry.url).host,
        port,
        beforeTile: beforeTile.has(entry.url),
        ...sizes,
      });
    }
    scripts.sort((a, b) => a.port - b.port || b.gzipBytes - a.gzipBytes);

    const byApp = new Map();
    for (const s of scripts) {
      const app = byApp.get(s.app) ?? {
        app: s.app,
        port: s.port,
        scripts: 0,
        rawBytes: 0,
        gzipBytes: 0,
        brBytes: 0,
      };
      app.scripts += 1;
      app.rawBytes += s.rawBytes;
      app.gzipBytes += s.gzipBytes;
      app.brBytes += s.brBytes;
      byApp.set(s.app, app);
    }
    const sum = (key, list = scripts) => list.reduce((total, s) => total + s[key], 0);
    const first = scripts.filter((s) => s.beforeTile);
    return {
      chromiumVersion,
      tileCount,
      apps: [...byApp.values()],
      total: {
        scripts: scripts.length,
        rawBytes: sum('rawBytes'),
        gzipBytes: sum('gzipBytes'),
        brBytes: sum('brBytes'),
      },
      beforeTile: {
        scripts: first.length,
        gzipBytes: sum('gzipBytes', first),
        brBytes: sum('brBytes', first),
      },
      scripts,
    };
  } finally {
    await browser.close();
  }
}
