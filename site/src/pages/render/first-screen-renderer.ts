// The server's render of a guest page's first screen, from the site's side
// (docs/server-rendering.md): one render worker (render-worker.cjs) runs the shell's server
// renderer from the shell's build (`server/render.js`). Each page waits for its render at most
// its deadline: one that is late, fails or finds no renderer goes out without it, and the
// browser renders that first screen itself, as it does a player's. A render that hangs (the
// remotes' code runs there) ends the worker; the next page starts a new one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_RENDERER_FORMAT } from '@parlor/shared/release';
import type { BootInfo, CasinoConfig, GamesPayload, Lang } from '@parlor/shared/types';

/** The shell's renderer inside its build (shared/build/server-build.js). */
export const RENDERER_FILE = path.join('server', 'render.js');
/** A render still running after this has hung: its worker is ended. */
export const HUNG_RENDER_MS = 10_000;
/** A renderer that broke as it started is not tried again before this. */
const BROKEN_RETRY_MS = 30_000;
const KEPT_CATALOGUES = 8;

const WORKER_FILE = path.join(__dirname, 'render-worker.cjs');

export interface FirstScreenRequest {
  url: string;
  boot: BootInfo;
  config: CasinoConfig;
  /** where the site reads each remote's server container */
  containers: Record<string, string>;
  lang: Lang;
  theme: 'light' | 'dark';
  now: number;
  seed: number;
  announced: { images: Record<string, string>; promoPages: string[] | null };
}

export interface FirstScreenRender {
  html: string;
  /** the controller answers it read, by request: the page carries them */
  answers: Record<string, string>;
  /** the remote modules in it (`remote|expose`) */
  rendered: string[];
  /** outlets it left to the browser, with why */
  clientRendered: string[];
}

/** What a render asks of the page it is for. */
export interface RenderSources {
  games: GamesPayload;
  controller(call: {
    method: string;
    url: string;
    body: string;
  }): Promise<{ status: number; text: string }>;
}

export interface FirstScreenRenderer {
  /** The page's render, or null when it is not had within `deadlineMs`. Never rejects. */
  render(
    request: FirstScreenRequest,
    sources: RenderSources,
    deadlineMs: number,
  ): Promise<FirstScreenRender | null>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (render: FirstScreenRender | null) => void;
  hung: ReturnType<typeof setTimeout>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function asRender(value: unknown): FirstScreenRender | null {
  if (!isRecord(value) || typeof value.html !== 'string' || !isRecord(value.answers)) return null;
  return {
    html: value.html,
    answers: Object.fromEntries(
      Object.entries(value.answers).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    rendered: Array.isArray(value.rendered) ? value.rendered.map(String) : [],
    clientRendered: Array.isArray(value.clientRendered) ? value.clientRendered.map(String) : [],
  };
}

/**
 * The renderer of the shell's build in `shellDist`, or null when the build has none (a
 * development build): every page then goes out without a server render.
 */
export function createFirstScreenRenderer(options: {
  shellDist: string;
  onError?: (message: string) => void;
}): FirstScreenRenderer | null {
  const rendererFile = path.resolve(options.shellDist, RENDERER_FILE);
  if (!existsSync(rendererFile)) return null;
  const onError = options.onError ?? (() => {});
  let worker: Worker | null = null;
  let brokenAt = -Infinity;
  let renders = 0;
  const pending = new Map<number, Pending>();
  const tickets = new Map<string, RenderSources>();
  const catalogueIds = new WeakMap<GamesPayload, string>();
  const catalogues = new Map<string, GamesPayload>();
  let catalogueSeq = 0;

  const catalogueId = (games: GamesPayload): string => {
    let id = catalogueIds.get(games);
    if (!id) {
      id = `c${++catalogueSeq}`;
      catalogueIds.set(games, id);
    }
    // the latest catalogues answer a render's ask; an older one is sent again under a new id
    catalogues.delete(id);
    catalogues.set(id, games);
    if (catalogues.size > KEPT_CATALOGUES) catalogues.delete(catalogues.keys().next().value!);
    return id;
  };

  const settleAll = () => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.hung);
      entry.resolve(null);
      pending.delete(id);
    }
    tickets.clear();
  };

  const answer = (target: Worker, id: number, work: () => Promise<unknown> | unknown) => {
    Promise.resolve()
      .then(work)
      .then(
        (value) => target.postMessage({ type: 'answer', id, ok: true, value }),
        (error: unknown) =>
          target.postMessage({
            type: 'answer',
            id,
            ok: false,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  };

  const start = (): Worker | null => {
    if (worker) return worker;
    if (performance.now() - brokenAt < BROKEN_RETRY_MS) return null;
    const started = new Worker(WORKER_FILE, {
      workerData: { renderer: rendererFile },
      // none of the site's settings or secrets: the remotes' code runs there
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    started.unref();
    started.on('message', (message: unknown) => {
      if (!isRecord(message)) return;
      if (
        message.type === 'broken' ||
        (message.type === 'ready' && message.format !== SERVER_RENDERER_FORMAT)
      ) {
        onError(
          `the shell's server renderer cannot be used: ${String(message.error ?? message.format)}`,
        );
        brokenAt = performance.now();
        void started.terminate();
        return;
      }
      if (message.type === 'ask' && typeof message.id === 'number') {
        const args = message.args as Record<string, unknown>;
        if (message.what === 'catalogue') {
          answer(started, message.id, () => {
            const games = catalogues.get(String(args));
            if (!games) throw new Error('no such catalogue');
            return games;
          });
        } else if (message.what === 'controller' && isRecord(args)) {
          const sources = tickets.get(String(args.ticket));
          const call = args.call as { method: string; url: string; body: string };
          answer(started, message.id, () => {
            if (!sources) throw new Error('the page of this render has gone');
            return sources.controller(call);
          });
        }
        return;
      }
      if (
        (message.type === 'rendered' || message.type === 'failed') &&
        typeof message.id === 'number'
      ) {
        const entry = pending.get(message.id);
        if (!entry) return;
        pending.delete(message.id);
        tickets.delete(`t${message.id}`);
        clearTimeout(entry.hung);
        if (message.type === 'failed')
          onError(`first screen render failed: ${String(message.error)}`);
        entry.resolve(message.type === 'rendered' ? asRender(message.result) : null);
      }
    });
    const gone = () => {
      if (worker === started) worker = null;
      settleAll();
    };
    started.on('error', (error) => {
      onError(`render worker: ${error.message}`);
      gone();
    });
    started.on('exit', gone);
    worker = started;
    return started;
  };

  return {
    render(request, sources, deadlineMs) {
      const target = start();
      if (!target) return Promise.resolve(null);
      const id = ++renders;
      const ticket = `t${id}`;
      tickets.set(ticket, sources);
      const rendered = new Promise<FirstScreenRender | null>((resolve) => {
        const hung = setTimeout(() => {
          onError(
            `a first screen render hung for ${HUNG_RENDER_MS} ms: the render worker is ended`,
          );
          void target.terminate();
        }, HUNG_RENDER_MS);
        hung.unref();
        pending.set(id, { resolve, hung });
      });
      target.postMessage({
        type: 'render',
        id,
        request: { ...request, catalogue: catalogueId(sources.games), ticket },
      });
      // the page waits this long; a render that comes later is dropped (its reads are kept)
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deadlineMs);
      });
      return Promise.race([rendered, deadline]).finally(() => clearTimeout(timer));
    },
    async close() {
      const current = worker;
      worker = null;
      settleAll();
      if (current) await current.terminate();
    },
  };
}
