// What the shell's page carries so that the first screen waits for no chain of round trips: the
// boot info and casino config inline (JSON data, not code), and hints that start the remotes'
// entries and the first screen's chunks with the page (docs/performance.md).
import type { FastifyRequest } from 'fastify';
import { assetsOrigin, casinoConfig } from '../casinos/casinos';
import { bootResponse } from '../controller/boot-routes';
import type { AppContext } from '../context';
import { escapeHtml, requestCasino } from '../http';

/** The remote modules a page path shows first (the shell's route table has the full list). */
const FIRST_SCREEN_EXPOSES: { test: RegExp; modules: [string, string][] }[] = [
  { test: /^\/$/, modules: [['mf_lobby', './HomePage']] },
  {
    test: /^\/(category|subgroup|theme|feature|providers\/[^/]+)\/[^/]+$/,
    modules: [['mf_lobby', './GamesListPage']],
  },
];

export function firstScreenModules(pathname: string): [string, string][] {
  return FIRST_SCREEN_EXPOSES.find((r) => r.test.test(pathname))?.modules ?? [];
}

/**
 * JSON that is safe inside `<script type="application/json">`: no `<` (so no `</script>` or
 * `<!--`), `>` or `&`, and no line separators some parsers treat as line ends.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface ExposeAssets {
  js: string[];
  css: string[];
}

interface ManifestEntry {
  at: number;
  /** expose name ('./HomePage') -> absolute URLs of its synchronous chunks; null: unreadable */
  exposes: Map<string, ExposeAssets> | null;
}

interface MfManifest {
  metaData?: { publicPath?: string };
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];

/** Where a remote's build manifest is, from its entry URL. */
export function manifestUrlOf(entry: string): string {
  return entry.endsWith('.json') ? entry : new URL('mf-manifest.json', entry).href;
}

export function exposesOfManifest(manifest: MfManifest, entry: string): Map<string, ExposeAssets> {
  const publicPath = manifest.metaData?.publicPath;
  const base =
    publicPath && publicPath !== 'auto'
      ? new URL(publicPath, entry).href
      : new URL('.', entry).href;
  const out = new Map<string, ExposeAssets>();
  for (const expose of manifest.exposes ?? []) {
    const name = expose.path ?? (expose.name ? `./${expose.name}` : null);
    if (!name) continue;
    const url = (file: string) => new URL(file, base).href;
    out.set(name, {
      js: strings(expose.assets?.js?.sync).map(url),
      css: strings(expose.assets?.css?.sync).map(url),
    });
  }
  return out;
}

export interface RemoteManifestsOptions {
  fetch?: typeof fetch;
  /** how long a read manifest is reused; a failed read is retried after a tenth of it */
  ttlMs?: number;
  /** how long a page waits for a manifest it has never read */
  waitMs?: number;
}

/**
 * The remotes' build manifests (mf-manifest.json beside each entry), read over HTTP like a
 * browser would and kept for a while: any remote of any casino's manifest works, and a remote
 * that is down costs one short wait now and then, never an error.
 */
export function createRemoteManifests(options: RemoteManifestsOptions = {}) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const ttl = options.ttlMs ?? 30_000;
  const waitMs = options.waitMs ?? 200;
  const cache = new Map<string, ManifestEntry>();
  const pending = new Map<string, Promise<void>>();

  const refresh = (entry: string): Promise<void> => {
    let running = pending.get(entry);
    if (running) return running;
    running = (async () => {
      let exposes: ManifestEntry['exposes'] = null;
      try {
        const res = await fetchImpl(manifestUrlOf(entry), { signal: AbortSignal.timeout(2000) });
        if (res.ok) exposes = exposesOfManifest((await res.json()) as MfManifest, entry);
      } catch {
        // down or not a federation build: no hints for it
      }
      if (cache.size > 200) cache.clear();
      cache.set(entry, { at: Date.now(), exposes });
    })().finally(() => pending.delete(entry));
    pending.set(entry, running);
    return running;
  };

  return {
    /** The synchronous chunks of one expose of a remote; null when unknown. */
    async assets(entry: string, expose: string): Promise<ExposeAssets | null> {
      const hit = cache.get(entry);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (!hit) {
        const read = refresh(entry);
        await Promise.race([read, new Promise((r) => setTimeout(r, waitMs).unref?.())]);
      } else if (age > (hit.exposes ? ttl : ttl / 10)) {
        void refresh(entry);
      }
      return cache.get(entry)?.exposes?.get(expose) ?? null;
    },
  };
}

export type RemoteManifests = ReturnType<typeof createRemoteManifests>;

export interface FirstScreen {
  /** JSON for the page's `<script type="application/json" id="parlor-boot">` */
  json: string;
  /** `<link>` hints for the page's head */
  hints: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The inline boot data and the hints of one page request. */
export async function firstScreen(
  ctx: AppContext,
  manifests: RemoteManifests,
  request: FastifyRequest,
  pathname: string,
): Promise<FirstScreen> {
  const { casino, hostname } = requestCasino(request);
  const boot = bootResponse(ctx, request);
  const config = casinoConfig(casino, {
    hostname,
    assetsPort: ctx.settings.assetsPort,
    basePath: request.server.parlorBasePath,
  });
  const links: string[] = [];
  const link = (attrs: string) => links.push(`<link ${attrs}>`);
  // Connections to every remote's origin and the assets host open while the shell starts.
  const siteOrigin = `${request.protocol}://${request.host}`;
  const origins = new Set<string>();
  for (const url of [
    ...Object.values(boot.remotes),
    assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
  ]) {
    const origin = originOf(url);
    if (origin && origin !== siteOrigin) origins.add(origin);
  }
  for (const origin of origins) link(`rel="preconnect" href="${escapeHtml(origin)}"`);
  // The first screen's remotes: their entries and the expose's chunks, fetched with the page.
  // Classic scripts (webpack's chunk format), so `preload as=script`, not `modulepreload`.
  const modules = firstScreenModules(pathname).filter(([remote]) => boot.remotes[remote]);
  const assets = await Promise.all(
    modules.map(([remote, expose]) => manifests.assets(boot.remotes[remote]!, expose)),
  );
  modules.forEach(([remote], i) => {
    link(`rel="preload" as="script" href="${escapeHtml(boot.remotes[remote]!)}"`);
    for (const css of assets[i]?.css ?? [])
      link(`rel="preload" as="style" href="${escapeHtml(css)}"`);
    for (const js of assets[i]?.js ?? [])
      link(`rel="preload" as="script" href="${escapeHtml(js)}"`);
  });
  return { json: inlineJson({ boot, config }), hints: links.join('') };
}
