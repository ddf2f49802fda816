// The shell's server renderer, the entry of its server build (docs/server-rendering.md): the
// first screen of one page, rendered with the shell's own components and the modules of the
// casino's releases (their server containers), from the same stores, strings and controller
// answers the browser's hydration will have. One render at a time: the stores, the strings and the
// caches of @parlor/shared are this process's singletons, as they are a page's.
import { StrictMode } from 'react';
import { createControllerClient, sessionStore, type CasinoConfig, type Lang } from '@parlor/shared';
import {
  answerKey,
  changeLanguage,
  firstScreenCall,
  forgetRenderReads,
  registerParlorRemotes,
  registerSharedNamespace,
  ServerModules,
  serverModuleKey,
  setAnnouncedOnServer,
  setMemoryCatalogue,
  setParlorRuntime,
  setRenderedPage,
  uiStore,
  whenAllPrefetched,
  whenTranslationsReady,
  type Announced,
  type BootInfo,
  type GamesPayload,
  type ThemeName,
} from '@parlor/shared/host';
import { SERVER_RENDERER_FORMAT } from '@parlor/shared/release';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { Root } from '../root';
import { prefetchRouteData } from '../routes/navigation-prefetch';
import { routeOfPath } from '../routes/warm-first-screen';
import { homeQueryRedirects } from '../routes/home-query-redirect';
import { putContainerStrings } from './container-strings';
import { createContainerCache, type FetchCode } from './server-containers';
import { renderToHtml } from './render-to-html';
import { loadServerModules, type ServerModuleSet } from './server-modules';

export interface RenderRequest {
  /** the page's address as the browser asked for it: path and query, base path included */
  url: string;
  /** the boot info the page carries (its remotes are the browser's addresses) */
  boot: BootInfo;
  config: CasinoConfig;
  /** where the site reads each remote's server container, by remote */
  containers: Record<string, string>;
  /** the catalogue to render from, by an id the host answers `catalogue()` for */
  catalogue: string;
  lang: Lang;
  theme: ThemeName;
  now: number;
  seed: number;
  announced: Announced;
  /** the host's name for this render, handed back with each of its controller calls */
  ticket: string;
}

export interface RenderResult {
  /** the root's markup; null: this page is not rendered here (the browser renders it) */
  html: string | null;
  /** the controller answers the render read, by request (answerKey): the page carries them */
  answers: Record<string, string>;
  /** the modules in the markup (`remote|expose`) */
  rendered: string[];
  /** outlets left to the browser, and why */
  clientRendered: string[];
}

export interface RendererHost {
  fetchCode: FetchCode;
  /** the catalogue of an id (asked once per id: it is kept) */
  catalogue(id: string): Promise<GamesPayload>;
  /** a controller call of the render `ticket` names, answered as a guest's (the site's reads) */
  controller(
    call: { method: string; url: string; body: string },
    ticket: string,
  ): Promise<{ status: number; text: string }>;
}
/** A controller call of a render gives up after this (the page then goes out without it). */
const CALL_TIMEOUT_MS = 2000;
/** Passes of one render: each may find outlets of modules not loaded yet, loaded for the next. */
const MAX_PASSES = 3;
const KEPT_CATALOGUES = 8;

// the shell's and the shared strings, as the browser registers them before its first render
void registerSharedNamespace();
void registerShellNamespace();

export function createPageRenderer(host: RendererHost) {
  const containers = createContainerCache(host.fetchCode);
  const catalogues = new Map<string, Promise<GamesPayload>>();
  const catalogueOf = (id: string) => {
    let found = catalogues.get(id);
    if (!found) {
      if (catalogues.size >= KEPT_CATALOGUES) catalogues.delete(catalogues.keys().next().value!);
      found = host.catalogue(id);
      found.catch(() => catalogues.delete(id));
      catalogues.set(id, found);
    }
    return found;
  };
  let queue: Promise<unknown> = Promise.resolve();

  /** The stores, strings and controller client of this page, as the browser's boot sets them. */
  async function seed(request: RenderRequest, answers: Record<string, string>) {
    forgetRenderReads();
    const games = await catalogueOf(request.catalogue);
    const session = sessionStore.getState();
    session.setConfig(request.config);
    session.setPlayer(null);
    session.setCatalogueLoadedAt(request.now);
    uiStore.setState({ theme: request.theme, modals: [], notifications: [] });
    setRenderedPage({ now: request.now, seed: request.seed });
    setAnnouncedOnServer(request.announced);
    setMemoryCatalogue(games);
    registerParlorRemotes(request.boot.remotes);
    const serverFetch: typeof fetch = async (input, init) => {
      const call = {
        method: (init?.method ?? 'GET').toUpperCase(),
        url: String(input),
        body: typeof init?.body === 'string' ? init.body : '',
      };
      // what a guest's first screen reads, and nothing else
      if (!firstScreenCall(call, request.boot.controller_path)) {
        throw new Error(`${call.url} is not read by a server render`);
      }
      const answer = await host.controller(call, request.ticket);
      if (answer.status === 200) answers[answerKey(call.url, init)] = answer.text;
      return new Response(answer.text, { status: answer.status });
    };
    setParlorRuntime({
      boot: request.boot,
      api: createControllerClient({
        controllerPath: request.boot.controller_path,
        passphrase: request.boot.passphrase,
        fetch: serverFetch,
        storage: null,
        timeoutMs: CALL_TIMEOUT_MS,
      }),
    });
    await changeLanguage(request.lang);
    uiStore.getState().setLanguage(request.lang);
  }

  async function renderNow(request: RenderRequest): Promise<RenderResult> {
    const answers: Record<string, string> = {};
    const declined = (why: string): RenderResult => ({
      html: null,
      answers: {},
      rendered: [],
      clientRendered: [why],
    });
    const url = new URL(request.url, 'http://site.invalid');
    const base = request.config.base_location || '/';
    const route = routeOfPath(url.pathname, base.endsWith('/') ? base : `${base}/`);
    // a query that sends the visitor elsewhere (?play=, ?fav=) is the browser's to follow
    if (route?.path === '/' && homeQueryRedirects(url.search)) return declined('home redirect');
    await seed(request, answers);
    const modules: ServerModuleSet = new Map();
    // modules that could not be had, with why: their outlets are the browser's to render
    const failed = new Map<string, string>();
    const load = (wanted: [string, string][]) =>
      loadServerModules(wanted, request.containers, containers, modules, failed);
    if (route) {
      // the answers the page shows first, asked for before its module's prime waits for them, as
      // the browser asks for them once it has booted
      prefetchRouteData(route);
      await load([[route.remote, route.expose]]);
    }
    let html = '';
    const thrown: string[] = [];
    // A pass finds the outlets whose module it lacks; those it can load, it loads for the next. The
    // last pass (`final`) renders such outlets' loading states, for the browser to render.
    for (let pass = 1, final = false; ; pass++) {
      await Promise.all([...modules.values()].map((m) => m.primed));
      await whenAllPrefetched();
      // the words of the releases this page renders with
      await putContainerStrings([...modules.values()].map((m) => m.strings));
      await whenTranslationsReady();
      const components = new Map([...modules].map(([key, m]) => [key, m.component]));
      const result = await renderToHtml(
        <StrictMode>
          <ServerModules modules={components} final={final}>
            <Root location={request.url} />
          </ServerModules>
        </StrictMode>,
      );
      html = result.html;
      // a page that sends the visitor elsewhere is the browser's to follow, as a home query is
      if (result.navigatesTo !== null) return declined(`navigates to ${result.navigatesTo}`);
      if (final || result.notRendered.length === 0) {
        thrown.push(...result.errors);
        break;
      }
      const loadable = result.notRendered.filter(([remote, expose]) => {
        const key = serverModuleKey(remote, expose);
        return !modules.has(key) && !failed.has(key);
      });
      if (loadable.length > 0 && pass < MAX_PASSES - 1) await load(loadable);
      else final = true;
    }
    return {
      html,
      answers,
      rendered: [...modules.keys()],
      clientRendered: [
        ...[...failed].map(([key, why]) => `${key}: ${why}`),
        ...thrown.map((why) => `thrown: ${why}`),
      ],
    };
  }

  return {
    format: SERVER_RENDERER_FORMAT,
    /** Renders one page; renders wait for each other's end. */
    render(request: RenderRequest): Promise<RenderResult> {
      const turn = queue.then(() => renderNow(request));
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
