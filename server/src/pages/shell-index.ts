// The shell's index.html, answered for every page of the single-page app: `<html>` already
// carries the theme and language of the visitor's cookies (no flash of the wrong theme, and no
// inline script, which the CSP forbids), and under a base path the entry's URLs carry it. The
// page also carries the boot info and config as JSON data and hints for what the first screen
// loads (first-screen.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../auth/cookies';
import type { AppContext } from '../context';
import { INLINE_BOOT_ID } from '@parlor/shared/server';
import { firstScreen, firstScreenModules, type FirstScreen } from './first-screen';
import { bootResponse } from '../controller/boot-routes';
import { manifestUrlOf } from '@parlor/shared/release';
import { createManifestReader, type ManifestReader } from './remote-manifests';

export interface ShellIndexOptions {
  /** the shell's build */
  dir: string;
  /** '' or a sub-path such as '/casino' (no trailing slash) */
  basePath: string;
  /** never answered with the page */
  excludePrefixes: string[];
  /** with it, the page carries the boot data and first-screen hints */
  ctx?: AppContext;
  /** where the remotes' manifests are read (tests give their own) */
  manifests?: ManifestReader;
  /** more tags for the head of one request's page (the preload of home's top promo image) */
  headExtra?: (request: FastifyRequest, pathname: string) => string;
  /** more markup at the end of one request's body (home's top promo while the shell boots) */
  bodyExtra?: (request: FastifyRequest, pathname: string) => string;
}

const LANGS = new Set(['en', 'de', 'es', 'fr']);

const preloadCalls = (calls: string[]) =>
  calls.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`).join('');
const BOOT_PRELOADS = preloadCalls([
  '/api/boot',
  '/api/controller?getconfig',
  '/api/controller?getgames',
]);
// With the boot info inline, /api/boot is not asked for.
const CALL_PRELOADS = preloadCalls(['/api/controller?getconfig', '/api/controller?getgames']);

/** '/casino/' or 'casino' -> '/casino'; '' or '/' -> ''; anything odd -> ''. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i.test(trimmed) ? `/${trimmed}` : '';
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
  },
): string {
  const attrs: string[] = [];
  attrs.push(`lang="${input.lang && LANGS.has(input.lang) ? input.lang : 'en'}"`);
  if (input.theme === 'light' || input.theme === 'dark') attrs.push(`data-theme="${input.theme}"`);
  let out = html.replace(/<html[^>]*>/i, `<html ${attrs.join(' ')}>`);
  if (input.basePath) out = out.replace(/\b(src|href)="\/(?!\/)/g, `$1="${input.basePath}/`);
  // The boot calls start with the page, not after the shell's scripts have run (the API stays at
  // the site root under a base path). Same URL, mode and credentials as the shell's fetches.
  const first = input.firstScreen;
  const head = first
    ? `<script type="application/json" id="${INLINE_BOOT_ID}">${first.json}</script>${CALL_PRELOADS}${first.hints}`
    : BOOT_PRELOADS;
  out = out.replace(/<\/head>/i, () => `${head}${input.headExtra ?? ''}</head>`);
  const body = `${first?.body ?? ''}${input.bodyExtra ?? ''}`;
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

/** A page waits at most this long for a manifest the site has never read (the first page after a start). */
const MANIFEST_WAIT_MS = 150;

export function registerShellIndex(app: FastifyInstance, options: ShellIndexOptions): void {
  const manifests = options.manifests ?? createManifestReader();
  /** The manifests of the remotes whose modules the page shows first. */
  const firstScreenManifests = async (
    ctx: AppContext,
    request: FastifyRequest,
    pathname: string,
  ): Promise<Record<string, unknown>> => {
    const remotes = bootResponse(ctx, request).remotes;
    const names = [...new Set(firstScreenModules(pathname).map(([remote]) => remote))];
    const read = await Promise.all(
      names.map((name) => {
        const entry = remotes[name];
        if (!entry) return null;
        try {
          return manifests.read(manifestUrlOf(entry), MANIFEST_WAIT_MS);
        } catch {
          return null;
        }
      }),
    );
    return Object.fromEntries(names.map((name, i) => [name, read[i]]));
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
    const ctx = options.ctx;
    const first = ctx
      ? firstScreen(ctx, request, pathname, await firstScreenManifests(ctx, request, pathname))
      : undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(
        renderShellIndex(html, {
          theme: readCookie(request, 'theme'),
          lang: readCookie(request, 'lang'),
          basePath: base,
          firstScreen: first,
          headExtra: options.headExtra?.(request, pagePath(request, base)),
          bodyExtra: options.bodyExtra?.(request, pagePath(request, base)),
        }),
      );
  });
}
