// What the shell's page carries so that the first screen waits for no chain of round trips: the
// boot info and casino config inline (JSON data, not code), hints that open the connections and
// start the first screen's remote entry with the page (docs/performance.md), and, for a guest,
// the first screen itself as the server rendered it (docs/server-rendering.md).
import { manifestUrlOf, offeredRoutes, ROUTE_TABLE, routeAt } from '@parlor/shared/release';
import type { CasinoConfig } from '@parlor/shared/types';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../web/html';
import { visitorLanguage } from '../i18n/visitor-language';
import { type FirstTiles, firstTiles, type FirstTilesInput } from './first-tiles';
import { firstTilesLayer } from './first-tiles-layer';
import { keptPerCatalogue } from './kept-per-catalogue';
import type { PageReads } from './page-reads';
import type { FirstScreenRender } from './render/first-screen-renderer';
import { promoPlacedOn } from './promo-tags';
import { exposeFiles, inlineStylesheet } from './remote-manifests';

/**
 * The scripts hinted with the page are fetched at the priority of the shell's own deferred
 * script (low), not a preload's default (high): nothing is painted from them, so the first
 * screen's pictures come first, and a page's load is not modelled as waiting for them.
 */
const SCRIPT_PRIORITY = 'fetchpriority="low"';

/**
 * The remote modules a page path shows first, from the site's route table (the one the shell's
 * router renders): the route at that path, if the table marks it as opened like home
 * (`firstScreen`) and the casino offers it (`config`: its tournaments flag; without it, every
 * route).
 */
export function firstScreenModules(
  pathname: string,
  config?: Pick<CasinoConfig, 'tournaments'> | null,
): [string, string][] {
  const route = routeAt(config === undefined ? ROUTE_TABLE : offeredRoutes(config), pathname);
  return route?.firstScreen ? [[route.remote, route.expose]] : [];
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

/** What the site read of the remotes a page shows first (null: could not be read). */
export interface FirstScreenFiles {
  /** their manifests, by remote */
  manifests: Readonly<Record<string, unknown>>;
  /** the stylesheets of their first-screen modules, by address */
  styles: Readonly<Record<string, string | null>>;
}

export interface FirstScreen {
  /** JSON for the page's `<script type="application/json" id="parlor-boot">` */
  json: string;
  /** `<link>` hints and stylesheets for the page's head */
  hints: string;
  /** markup for the end of the page's body: a list's first tiles for a player's phone */
  body: string;
  /** the first screen as the server rendered it, for the shell's root: null when it did not */
  html: string | null;
}

/** A page's server render and what it was rendered with (the page says both). */
export interface RenderedFirstScreen {
  render: FirstScreenRender;
  now: number;
  seed: number;
  lang: string;
  theme: 'light' | 'dark';
}

function manifestOf(entry: string): string | null {
  try {
    return manifestUrlOf(entry);
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The first tiles of a list (or none), kept per catalogue. */
const tilesKept = keptPerCatalogue<FirstTiles | null>();
function cachedFirstTiles(input: FirstTilesInput): FirstTiles | null {
  const key = [input.pathname, input.isFusion, input.loggedIn, input.assetsDomain, input.vertical]
    .map(String)
    .join('|');
  return tilesKept(input.games, key, () => firstTiles(input));
}

/**
 * The inline boot data, the hints and the server's render of one page request, from what it read
 * (page-reads.ts) and the remote files the site read of the modules it shows first.
 */
export function firstScreen(
  request: FastifyRequest,
  pathname: string,
  reads: PageReads,
  remoteFiles: FirstScreenFiles = { manifests: {}, styles: {} },
  rendered: RenderedFirstScreen | null = null,
): FirstScreen {
  const { boot, config } = reads;
  const links: string[] = [];
  const link = (attrs: string) => links.push(`<link ${attrs}>`);
  // Connections to every remote's origin and the assets host open while the shell starts.
  const siteOrigin = `${request.protocol}://${request.host}`;
  const origins = new Set<string>();
  for (const url of [
    ...Object.values(boot.remotes),
    // the assets host (the config names it)
    config.assets_domain,
  ]) {
    const origin = originOf(url);
    if (origin && origin !== siteOrigin) origins.add(origin);
  }
  for (const origin of origins) link(`rel="preconnect" href="${escapeHtml(origin)}"`);
  // The first screen's remote entry, and the files of its modules when the site could read the
  // remote's manifest (so the remote answered a moment ago): none of them waits for the shell's
  // code to run. Hints that fail (a remote down since) are used up by the shell when the load
  // fails, so that Retry asks afresh (docs/performance.md).
  const lang = rendered?.lang ?? visitorLanguage(request, config.language);
  const modules = shownModules(pathname, config, rendered);
  for (const remote of new Set(modules.map(([name]) => name))) {
    const entry = boot.remotes[remote];
    if (!entry) continue;
    link(`rel="preload" as="script" href="${escapeHtml(entry)}" ${SCRIPT_PRIORITY}`);
    // The shell reads the remote's manifest before running it (shared versions): ask for it now
    // rather than one round trip after the shell's code has run.
    const manifest = manifestOf(entry);
    if (manifest)
      link(`rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifest)}"`);
  }
  // The modules' stylesheets: in a rendered page they style its first paint, so they are the
  // page's own (carried in it where the site could read them, so that a remote that hangs does
  // not hold the paint); otherwise preloaded for the module's code.
  const styles: string[] = [];
  for (const [remote, expose] of modules) {
    const entry = boot.remotes[remote];
    const files = entry ? exposeFiles(remoteFiles.manifests[remote], entry, expose, lang) : null;
    for (const href of files?.css ?? []) {
      const text = remoteFiles.styles[href];
      const inline = rendered && text ? inlineStylesheet(text, href) : null;
      // the module's style loader finds it in the page (`data-href`) and asks for nothing
      if (inline !== null) styles.push(`<style data-href="${escapeHtml(href)}">${inline}</style>`);
      else link(`rel="preload" as="style" href="${escapeHtml(href)}"`);
    }
    for (const href of files?.js ?? [])
      link(`rel="preload" as="script" href="${escapeHtml(href)}" ${SCRIPT_PRIORITY}`);
  }
  // A list's first tiles: their images come with the page, not after the grid has rendered.
  const catalogue = reads.games;
  const first = cachedFirstTiles({
    pathname,
    games: catalogue.games,
    isFusion: config.is_fusion,
    loggedIn: !reads.guest,
    assetsDomain: config.assets_domain,
    vertical: config.use_vertical_thumbs,
  });
  for (const tile of first?.tiles ?? []) {
    link(
      `rel="preload" as="image" type="image/webp" href="${escapeHtml(tile.image)}" fetchpriority="high"`,
    );
  }
  // Phones without a rendered screen (a player's visit) get the list's first tiles as a layer.
  const body =
    first && !rendered
      ? firstTilesLayer(first, {
          promo: promoPlacedOn(reads.placed, pathname),
          vertical: config.use_vertical_thumbs,
        })
      : '';
  const render = rendered && {
    now: rendered.now,
    seed: rendered.seed,
    lang: rendered.lang,
    theme: rendered.theme,
    answers: rendered.render.answers,
    modules: rendered.render.rendered,
  };
  return {
    json: inlineJson(render ? { boot, config, render } : { boot, config }),
    hints: links.join('') + styles.join(''),
    body,
    html: rendered?.render.html ?? null,
  };
}

/**
 * Whether the page can carry the stylesheets of every module it shows (`modules`): each module's
 * files are known and each of their stylesheets read, with nothing in it the page cannot hold.
 */
export function stylesCarried(
  boot: Pick<PageReads['boot'], 'remotes'>,
  remoteFiles: FirstScreenFiles,
  modules: readonly [string, string][],
  lang: string,
): boolean {
  return modules.every(([remote, expose]) => {
    const entry = boot.remotes[remote];
    const files = entry ? exposeFiles(remoteFiles.manifests[remote], entry, expose, lang) : null;
    return (
      files !== null &&
      files.css.every((href) => {
        const text = remoteFiles.styles[href];
        return typeof text === 'string' && inlineStylesheet(text, href) !== null;
      })
    );
  });
}

/** The remote modules in a server render's markup, as (remote, expose). */
export function renderedModules(rendered: RenderedFirstScreen | null): [string, string][] {
  return (rendered?.render.rendered ?? []).map((key) => key.split('|') as [string, string]);
}

/**
 * The remote modules the page shows first: the route's, and those the server's render put in the
 * page (home's promos, the search dialog's host).
 */
export function shownModules(
  pathname: string,
  config: Pick<CasinoConfig, 'tournaments'> | null | undefined,
  rendered: RenderedFirstScreen | null,
): [string, string][] {
  const modules = new Map(
    [...firstScreenModules(pathname, config), ...renderedModules(rendered)].map((m) => [
      m.join('|'),
      m,
    ]),
  );
  return [...modules.values()];
}
