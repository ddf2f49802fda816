// The shell's index.html, answered for every page of the single-page app: `<html>` already
// carries the theme and language of the visitor's cookies (no flash of the wrong theme, and no
// inline script, which the CSP forbids), and under a base path the entry's URLs carry it. The
// page also carries the boot info and config as JSON data, hints for what the first screen
// loads (first-screen.ts) and, for a guest, the first screen rendered by the server with the
// apps' own components, which the shell then hydrates (docs/server-rendering.md).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { INLINE_BOOT_ID } from '@parlor/shared/server';
import {
  firstScreen,
  renderedModules,
  shownModules,
  stylesCarried,
  type FirstScreen,
  type FirstScreenFiles,
  type RenderedFirstScreen,
} from './first-screen';
import { langOrEnglish } from '../i18n/languages';
import { visitorLanguage } from '../i18n/visitor-language';
import { manifestUrlOf, serverContainerUrlOf } from '@parlor/shared/release';
import { readCookie } from '../web/cookies';
import { sendHtml } from '../web/html';
import { PageDataUnavailable, type PageData } from './page-data';
import { readPage, type PageReads } from './page-reads';
import {
  homePromoBootImage,
  homePromoPreload,
  isHomePath,
  pagePromoPreload,
  promoPagesMeta,
} from './promo-tags';
import {
  createManifestReader,
  createStylesheetReader,
  exposeFiles,
  reachable,
  type RemoteFileReader,
} from './remote-manifests';
import type { FirstScreenRenderer } from './render/first-screen-renderer';

export interface ShellIndexOptions {
  /** the shell's build */
  dir: string;
  /** '' or a sub-path such as '/casino' (no trailing slash) */
  basePath: string;
  /** never answered with the page */
  excludePrefixes: string[];
  /** with it, the page carries the boot data and first-screen hints (page-data.ts) */
  pageData?: PageData;
  /** where the remotes' manifests and stylesheets are read (tests give their own) */
  manifests?: RemoteFileReader<Record<string, unknown>>;
  stylesheets?: RemoteFileReader<string>;
  /** renders a guest's first screen (render/first-screen-renderer.ts); none: no page has one */
  renderer?: FirstScreenRenderer | null;
  /** how long a page waits for its render before it goes out without (default RENDER_WAIT_MS) */
  renderWaitMs?: number;
}

/** A page waits this long for the server's render of its first screen. */
export const RENDER_WAIT_MS = 1000;

/** Right after the root of a rendered page: the browser paints nothing before it has parsed it. */
const FIRST_SCREEN_END_ID = 'first-screen-end';
// A page with a rendered first screen is not painted before that screen is parsed whole: a busy
// parser may otherwise yield, and the browser draw a half header that then moves.
const RENDER_WHOLE_FRAME = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;

const preloadCalls = (calls: string[]) =>
  calls.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`).join('');
// The controller answers under the base path (its address comes with the boot info); the shell
// asks for /api/boot at the root when the page carries no boot info. Kept per base path.
const bootPreloads = new Map<string, { boot: string; calls: string }>();
function preloadsFor(base: string): { boot: string; calls: string } {
  let found = bootPreloads.get(base);
  if (!found) {
    const calls = [`${base}/api/controller?getconfig`, `${base}/api/controller?getgames`];
    // With the boot info inline, /api/boot is not asked for; without, the shell asks it under the
    // base path its scripts came from.
    found = { boot: preloadCalls([`${base}/api/boot`, ...calls]), calls: preloadCalls(calls) };
    bootPreloads.set(base, found);
  }
  return found;
}

/** The page with the visitor's theme and language, and the base path in its own URLs. */
export function renderShellIndex(
  html: string,
  input: {
    theme?: string;
    lang?: string;
    basePath: string;
    firstScreen?: FirstScreen;
    headExtra?: string;
    bodyExtra?: string;
    /** the text of one of the shell's stylesheets by its address in the page, if it can be read */
    shellStyle?: (href: string) => string | null;
  },
): string {
  const attrs: string[] = [];
  attrs.push(`lang="${langOrEnglish(input.lang)}"`);
  if (input.theme === 'light' || input.theme === 'dark') attrs.push(`data-theme="${input.theme}"`);
  let out = html.replace(/<html[^>]*>/i, `<html ${attrs.join(' ')}>`);
  if (input.basePath) out = out.replace(/\b(src|href)="\/(?!\/)/g, `$1="${input.basePath}/`);
  const first = input.firstScreen;
  let rendered = false;
  if (first?.html) {
    // The server's render of the first screen (first-screen.ts) in the shell's root, which the
    // shell hydrates, with the shell's stylesheets, which are then the page's own rather than
    // preloaded for its scripts. The page works without scripts: no "needs JavaScript" note.
    out = out.replace(
      /<div id="root" class="app-root"><div class="boot-loader"[\s\S]*?<\/div><\/div>(<noscript>[\s\S]*?<\/noscript>)?/,
      () => {
        rendered = true;
        return `<div id="root" class="app-root guest" data-guest="true" data-ssr="">${first.html}</div><span id="${FIRST_SCREEN_END_ID}" hidden></span>`;
      },
    );
    // Carried in the page where they can be read (no request before the first paint; the shell's
    // style loader finds them by `data-href` and asks for none of them again).
    if (rendered) {
      out = out.replace(
        /<link rel="preload" as="style" href="([^"]+)">/g,
        (_whole, href: string) => {
          const css = input.shellStyle?.(href);
          return css
            ? `<style data-href="${href}">${css}</style>`
            : `<link rel="stylesheet" href="${href}">`;
        },
      );
    }
  }
  // The boot calls start with the page, not after the shell's scripts have run. Same URL, mode
  // and credentials as the shell's fetches.
  const preloads = preloadsFor(input.basePath);
  const head = first
    ? `<script type="application/json" id="${INLINE_BOOT_ID}">${first.json}</script>${preloads.calls}${first.hints}${rendered ? RENDER_WHOLE_FRAME : ''}`
    : preloads.boot;
  out = out.replace(/<\/head>/i, () => `${head}${input.headExtra ?? ''}</head>`);
  // the pictures shown over the boot loader are for pages without a rendered first screen
  const body = rendered ? '' : `${first?.body ?? ''}${input.bodyExtra ?? ''}`;
  return body ? out.replace(/<\/body>/i, () => `${body}</body>`) : out;
}

function isPageRequest(request: FastifyRequest, excludes: string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (excludes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  if (pathname === '/index.html') return true;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/** The page's path inside the app (without the base path). */
function pagePath(request: FastifyRequest, base: string): string {
  const pathname = request.url.split('?')[0] ?? '/';
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** A page waits at most this long for a file the site has never read (the first page after a start). */
const REMOTE_FILE_WAIT_MS = 150;

export function registerShellIndex(app: FastifyInstance, options: ShellIndexOptions): void {
  const manifests = options.manifests ?? createManifestReader();
  const stylesheets = options.stylesheets ?? createStylesheetReader();
  /**
   * The manifests of the remotes whose modules the page shows first, and those modules' styles.
   * Read at the addresses PageData gives for the site's own reads (`remotes`), never ones the
   * request names; `browserRemotes` are the same remotes as the page names them.
   */
  const firstScreenFiles = async (
    remotes: Record<string, string>,
    browserRemotes: Record<string, string>,
    modules: [string, string][],
  ): Promise<FirstScreenFiles> => {
    const names = [...new Set(modules.map(([remote]) => remote))];
    const read = await Promise.all(
      names.map((name) => {
        const entry = remotes[name];
        if (!entry) return null;
        try {
          return manifests.read(manifestUrlOf(entry), REMOTE_FILE_WAIT_MS);
        } catch {
          return null;
        }
      }),
    );
    const byRemote = Object.fromEntries(names.map((name, i) => [name, read[i]]));
    // each stylesheet as the site reads it, and as the page names it
    const sheets = modules.flatMap(([remote, expose]) => {
      const [entry, browserEntry] = [remotes[remote], browserRemotes[remote]];
      if (!entry || !browserEntry) return [];
      const at = exposeFiles(byRemote[remote], entry, expose, 'en')?.css ?? [];
      const named = exposeFiles(byRemote[remote], browserEntry, expose, 'en')?.css ?? [];
      return at.map((href, i) => [href, named[i]!] as const);
    });
    const texts = await Promise.all(
      sheets.map(([href]) => stylesheets.read(href, REMOTE_FILE_WAIT_MS)),
    );
    return {
      manifests: byRemote,
      styles: Object.fromEntries(sheets.map(([, named], i) => [named, texts[i] ?? null])),
    };
  };
  // Read them as the site starts, so that even its first pages carry them (a remote not up yet
  // is asked again by the next page after a few seconds).
  app.addHook('onReady', async () => {
    for (const remotes of options.pageData?.remotesAtStart() ?? []) {
      for (const page of ['/', '/all-games'])
        void firstScreenFiles(remotes, remotes, shownModules(page, undefined, null)).catch(
          () => undefined,
        );
    }
  });

  /**
   * The server's render of a guest's first screen (render/first-screen-renderer.ts), with the
   * remotes' server containers beside the builds the page names, or null: the page goes out
   * without (the browser renders it).
   */
  const renderFirstScreen = async (
    request: FastifyRequest,
    reads: PageReads,
    fileRemotes: Record<string, string>,
    homePromoImage: string | null,
  ): Promise<RenderedFirstScreen | null> => {
    const renderer = options.renderer;
    if (!renderer) return null;
    const containers: Record<string, string> = {};
    for (const [name, entry] of Object.entries(fileRemotes)) {
      try {
        containers[name] = reachable(serverContainerUrlOf(entry));
      } catch {
        // an address that is none has no container: its outlets are the browser's
      }
    }
    const theme = readCookie(request, 'theme') === 'dark' ? 'dark' : 'light';
    const facts = {
      now: Date.now(),
      seed: randomInt(2 ** 32),
      lang: visitorLanguage(request, reads.config.language),
      theme,
    } as const;
    const images: Record<string, string> = {};
    if (homePromoImage) images['data-home-promo'] = homePromoImage;
    if (reads.pagePromoImage) images['data-page-promo="tournaments"'] = reads.pagePromoImage;
    const guestCall = options.pageData?.guestCall;
    const render = await renderer.render(
      {
        // as the browser asked for it, base path included (the router's basename strips it)
        url: request.originalUrl,
        boot: reads.boot,
        config: reads.config,
        containers,
        ...facts,
        announced: { images, promoPages: reads.placed },
      },
      {
        games: reads.games,
        controller: (call) =>
          guestCall
            ? guestCall(request, call)
            : Promise.reject(new Error('this site reads no guest call')),
      },
      options.renderWaitMs ?? RENDER_WAIT_MS,
    );
    if (render) {
      for (const why of render.clientRendered)
        request.log.info({ outlet: why }, 'first screen: an outlet is left to the browser');
    }
    return render ? { render, ...facts } : null;
  };

  const file = path.join(path.resolve(options.dir), 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  const read = (): string | null => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      }
      return cached.html;
    } catch {
      return null;
    }
  };

  /** One of the shell's own stylesheets (`/name.hash.css`), kept; null for one to link instead. */
  const styles = new Map<string, string | null>();
  const shellStyle = (href: string): string | null => {
    let css = styles.get(href);
    if (css === undefined) {
      const name = /^\/([\w.-]+\.css)$/.exec(href)?.[1];
      try {
        css = name ? fs.readFileSync(path.join(path.resolve(options.dir), name), 'utf8') : null;
      } catch {
        css = null;
      }
      // addresses inside would be read against the page, not the file; `</style` would end it
      if (css !== null && /url\(|@import|<\/style/i.test(css)) css = null;
      if (styles.size >= 64) styles.clear();
      styles.set(href, css);
    }
    return css;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request, options.excludePrefixes)) return;
    const base = options.basePath;
    if (base) {
      const original = request.originalUrl.split('?')[0] ?? '/';
      if (original !== base && !original.startsWith(`${base}/`)) {
        const query = request.originalUrl.slice(original.length);
        return reply.redirect(`${base}${original === '/' ? '/' : original}${query}`);
      }
    }
    const html = read();
    if (html === null) return;
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/index\.html$/, '/');
    const inApp = pagePath(request, base);
    const data = options.pageData;
    let first: FirstScreen | undefined;
    let headExtra = '';
    let bodyExtra = '';
    if (data) {
      try {
        const reads = await readPage(data, request, [pathname, inApp]);
        // the page carries the remotes whose files it read
        const fileRemotes = await data.fileRemotes(request, reads.boot);
        const image = isHomePath(inApp) ? reads.topPromoImage : null;
        // the route's module files are read while its first screen renders; those of the modules
        // the render added, after (the readers keep what they read)
        const routeFiles = firstScreenFiles(
          fileRemotes,
          reads.boot.remotes,
          shownModules(pathname, reads.config, null),
        );
        let rendered = reads.guest
          ? await renderFirstScreen(request, reads, fileRemotes, image)
          : null;
        const shown = shownModules(pathname, reads.config, rendered);
        const files = rendered
          ? await firstScreenFiles(fileRemotes, reads.boot.remotes, shown)
          : await routeFiles;
        // a rendered first screen goes out only with its modules' styles in the page: a remote's
        // stylesheet the page waited for would hold its paint whenever that remote hangs, and
        // one it did not would show the markup unstyled
        if (rendered && !stylesCarried(reads.boot, files, renderedModules(rendered), rendered.lang))
          rendered = null;
        // every other remote the casino names, read in the background: a first visit to another
        // route's page then finds its remote's manifest already read (the reader keeps it)
        for (const entry of Object.values(fileRemotes))
          void manifests.read(manifestUrlOf(entry), 0).catch(() => undefined);
        first = firstScreen(request, pathname, reads, files, rendered);
        headExtra =
          homePromoPreload(image) +
          pagePromoPreload(reads.pagePromoImage, 'tournaments') +
          promoPagesMeta(reads.placed);
        bodyExtra = homePromoBootImage(image);
      } catch (error) {
        // the casino could not be read: the plain page, whose shell boots itself (and shows its
        // boot error with Retry); anything else is a fault of the site's own
        if (!(error instanceof PageDataUnavailable)) throw error;
        request.log.warn({ err: error }, 'page data unavailable: the plain shell page');
      }
    }
    return sendHtml(
      reply,
      renderShellIndex(html, {
        theme: readCookie(request, 'theme'),
        lang: readCookie(request, 'lang'),
        basePath: base,
        firstScreen: first,
        headExtra,
        bodyExtra,
        shellStyle: (href) => shellStyle(href.slice(base.length)),
      }),
      // the page is revalidated, and differs with the visitor's cookies (language, theme, player)
      { cacheControl: 'no-cache', headers: { vary: 'Cookie' } },
    );
  });
}
