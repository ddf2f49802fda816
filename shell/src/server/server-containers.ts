// The remotes' server containers (docs/server-rendering.md): each release's server build, read
// by the site from the address beside the release's browser entry, evaluated here with the
// shell's own copies of the shared modules (React, @parlor/shared: one instance, as in the
// browser's share scope) and kept by address. A container built for shared versions this shell
// cannot lend is refused, as the browser's skew check refuses its browser build.
import vm from 'node:vm';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ParlorShared from '@parlor/shared';
import type { Lang } from '@parlor/shared';
import { describeSkew, findSharedSkew } from '@parlor/shared/runtime-plugin';
import { SERVER_CONTAINER_FORMAT } from '@parlor/shared/release';

/** The versions of the shared modules this build lends (the factory's server build sets it). */
declare const __PARLOR_PROVIDED_SHARED__: Record<string, string>;

export interface ServerContainer {
  exposes: readonly string[];
  get(expose: string): Promise<Record<string, unknown>>;
}

/** A namespace of strings a container's modules registered: its English and its loader. */
export interface ContainerStrings {
  english: Record<string, unknown>;
  loader: (lang: Lang) => Promise<Record<string, unknown>>;
}

/**
 * A container and the strings its modules registered, by namespace. Two releases of a remote
 * register the same namespace with different words; the render that uses a container puts its
 * words in place (`putContainerStrings`).
 */
export interface LoadedContainer {
  container: ServerContainer;
  strings: Map<string, ContainerStrings>;
}

/** A container's code as the host read it: new text, or "the one you hold is current". */
export type CodeAnswer = { status: 200; code: string; etag?: string } | { status: 304 };

/** Reads a container's code (the site's worker: with a deadline and a size limit). */
export type FetchCode = (url: string, etag: string | undefined) => Promise<CodeAnswer>;

/** A container kept this long is asked for again (a 304 keeps it). */
export const CONTAINER_TTL_MS = 30_000;
/** A container that failed is not asked for again before this. */
export const FAILED_RETRY_MS = 10_000;
const MAX_CONTAINERS = 32;

const LENT: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  // a server render mounts nothing
  'react-dom/client': {},
};

/**
 * What a container is lent: the shell's modules, and its `@parlor/shared` with a
 * `registerNamespace` that also notes the container's strings (the same instance otherwise).
 */
function lenderFor(strings: Map<string, ContainerStrings>): (name: string) => unknown {
  const shared = {
    ...ParlorShared,
    registerNamespace: (
      namespace: string,
      english: ContainerStrings['english'],
      loader: ContainerStrings['loader'],
    ) => {
      strings.set(namespace, { english, loader });
      return ParlorShared.registerNamespace(namespace, english, loader);
    },
  };
  return (name) => {
    if (name === '@parlor/shared') return shared;
    if (!Object.prototype.hasOwnProperty.call(LENT, name)) {
      throw new Error(`a server container asked for ${name}, which the shell does not lend`);
    }
    return LENT[name];
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Runs a container's code and checks what it exports; throws when it is none this shell takes. */
export function evaluateContainer(code: string, url: string): LoadedContainer {
  const module: { exports: unknown } = { exports: {} };
  const strings = new Map<string, ContainerStrings>();
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename: url,
  }) as (exports: unknown, require: (name: string) => unknown, module: unknown) => void;
  wrapper(module.exports, lenderFor(strings), module);
  const exported = module.exports;
  if (!isRecord(exported) || exported.format !== SERVER_CONTAINER_FORMAT) {
    throw new Error(`${url} is not a server container of format ${SERVER_CONTAINER_FORMAT}`);
  }
  if (typeof exported.get !== 'function' || !Array.isArray(exported.exposes)) {
    throw new Error(`${url}: a server container without get() or exposes`);
  }
  const requires = isRecord(exported.requires) ? exported.requires : {};
  const skew = findSharedSkew(
    __PARLOR_PROVIDED_SHARED__,
    Object.entries(requires).map(([name, requiredVersion]) => ({
      name,
      requiredVersion: typeof requiredVersion === 'string' ? requiredVersion : undefined,
    })),
  );
  if (skew.length > 0) {
    throw new Error(`${url} refused: ${skew.map((s) => describeSkew(url, s)).join('; ')}`);
  }
  return { container: exported as unknown as ServerContainer, strings };
}

interface Kept {
  at: number;
  etag?: string;
  container?: LoadedContainer;
  error?: unknown;
  /** a read under way */
  pending?: Promise<LoadedContainer>;
}

/** The containers by address, read again after CONTAINER_TTL_MS (revalidated by ETag). */
export function createContainerCache(fetchCode: FetchCode, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();

  const read = (url: string, held: Kept | undefined): Promise<LoadedContainer> => {
    const pending = fetchCode(url, held?.container ? held.etag : undefined).then(
      (answer) => {
        if (answer.status === 304 && held?.container) {
          kept.set(url, { ...held, at: now(), pending: undefined });
          return held.container;
        }
        if (answer.status !== 200) throw new Error(`${url}: no code`);
        const container = evaluateContainer(answer.code, url);
        kept.set(url, { at: now(), etag: answer.etag, container });
        return container;
      },
      (error: unknown) => {
        // a container kept from before still serves while its address fails
        if (held?.container) {
          kept.set(url, { ...held, at: now(), pending: undefined });
          return held.container;
        }
        kept.set(url, { at: now(), error });
        throw error;
      },
    );
    if (kept.size >= MAX_CONTAINERS && !kept.has(url)) kept.delete(kept.keys().next().value!);
    kept.set(url, { ...(held ?? { at: 0 }), pending });
    return pending;
  };

  return {
    /** The container at `url`: kept, read afresh, or the failure of its last read. */
    get(url: string): Promise<LoadedContainer> {
      const held = kept.get(url);
      if (held?.pending) return held.pending;
      const age = now() - (held?.at ?? 0);
      if (held?.container && age < CONTAINER_TTL_MS) return Promise.resolve(held.container);
      if (held?.error !== undefined && age < FAILED_RETRY_MS) return Promise.reject(held.error);
      return read(url, held);
    },
  };
}

export type ContainerCache = ReturnType<typeof createContainerCache>;
