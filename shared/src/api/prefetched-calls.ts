// Controller calls asked for ahead of the page that shows their answer (docs/performance.md,
// "Moving between pages"): the shell when a link to the page is hovered, focused or touched, a
// game tile when it is clicked. The page then takes the answer, or the request still on its way,
// instead of asking again. Short-lived and used once: an answer is the player's (a tournament's
// rank, the promos of the player's class, a launch URL), so a page opened later asks afresh.
import { useState } from 'react';
import { getApi } from '../runtime/parlor-runtime';
import { sessionStore } from '../stores/session-store';
import type { ControllerClient } from './controller-client';

/** The calls a page may find asked for ahead of it. */
export type PrefetchableCall = 'getTournaments' | 'getPromos' | 'gameLauncher';
export type PrefetchRequest<C extends PrefetchableCall> = Parameters<ControllerClient[C]>[0];
export type PrefetchAnswer<C extends PrefetchableCall> = Awaited<ReturnType<ControllerClient[C]>>;

/** How long an answer asked for ahead stays usable. */
export const PREFETCH_TTL_MS = 30_000;

interface Entry {
  at: number;
  /** the player it was asked for (PID), null for a guest */
  player: number | null;
  promise: Promise<unknown>;
  /** set once it has arrived */
  answer?: { value: unknown };
}

const entries = new Map<string, Entry>();
let watching = false;

const currentPlayer = (): number | null => sessionStore.getState().player?.PID ?? null;

/**
 * The call and its request as one key. A field that is undefined, false or empty is left out: the
 * controller client sends nothing for those (`home`, `regularOnly`, `provider`), so a page asking
 * with `home: false` and a link that left it out ask the same. (`realmoney` is always sent; its
 * false and its absence cannot both occur.)
 */
export function prefetchKey<C extends PrefetchableCall>(
  call: C,
  request: PrefetchRequest<C>,
): string {
  const fields = Object.entries(request as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== false && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`);
  return `${call}?${fields.join('&')}`;
}

/** The entry for `key` when it is still usable (young enough, the same player), else none. */
function usable(key: string, now = Date.now()): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.at < PREFETCH_TTL_MS && entry.player === currentPlayer()) return entry;
  entries.delete(key);
  return undefined;
}

/** At a login or a logout every answer asked for ahead is forgotten: they were someone else's. */
function watchPlayer(): void {
  if (watching) return;
  watching = true;
  sessionStore.subscribe((state, previous) => {
    if ((state.player?.PID ?? null) !== (previous.player?.PID ?? null)) entries.clear();
  });
}

/**
 * Asks the controller for `call` now, unless an answer for the same request is still usable or on
 * its way, so that the page that needs it finds it (`callPrefetched`). Never throws: before boot,
 * or when the call fails, there is simply nothing to find.
 */
export function prefetchCall<C extends PrefetchableCall>(
  call: C,
  request: PrefetchRequest<C>,
): void {
  try {
    const key = prefetchKey(call, request);
    if (usable(key)) return;
    const api = getApi();
    watchPlayer();
    const promise = (api[call] as (request: PrefetchRequest<C>) => Promise<unknown>)(request);
    const entry: Entry = { at: Date.now(), player: currentPlayer(), promise };
    entries.set(key, entry);
    promise.then(
      (value) => {
        entry.answer = { value };
      },
      // a failure is not kept: the page asks again itself
      () => entries.get(key) === entry && entries.delete(key),
    );
  } catch {
    // before boot there is no controller client: nothing to ask for ahead
  }
}

/**
 * The answer to `call`: the one asked for ahead when it is still usable (used up by this call, so
 * the next visit asks afresh), else a new request.
 */
export function callPrefetched<C extends PrefetchableCall>(
  call: C,
  request: PrefetchRequest<C>,
): Promise<PrefetchAnswer<C>> {
  const key = prefetchKey(call, request);
  const entry = usable(key);
  if (entry) {
    entries.delete(key);
    return entry.promise as Promise<PrefetchAnswer<C>>;
  }
  const api = getApi();
  return (api[call] as (request: PrefetchRequest<C>) => Promise<PrefetchAnswer<C>>)(request);
}

/** The answer asked for ahead, if it has arrived and is still usable; it stays for `callPrefetched`. */
export function peekPrefetchedCall<C extends PrefetchableCall>(
  call: C,
  request: PrefetchRequest<C>,
): PrefetchAnswer<C> | undefined {
  return usable(prefetchKey(call, request))?.answer?.value as PrefetchAnswer<C> | undefined;
}

/**
 * For a page's first render: the answer to `call` asked for ahead, if it has arrived, so the page
 * shows it at once instead of its loading state; read once per request (`null`: none), so it stays
 * while the page's own load (`callPrefetched`) takes the same answer.
 */
export function usePrefetchedAnswer<C extends PrefetchableCall>(
  call: C,
  request: PrefetchRequest<C> | null,
): PrefetchAnswer<C> | undefined {
  const key = request ? prefetchKey(call, request) : null;
  const read = () => ({ key, value: request ? peekPrefetchedCall(call, request) : undefined });
  const [seen, setSeen] = useState(read);
  if (seen.key === key) return seen.value;
  const next = read();
  setSeen(next);
  return next.value;
}

/**
 * Settles once every answer to `call` asked for ahead (and still usable) has arrived or failed, at
 * once when none was asked for: a routed module's `prime`, so that its first render shows the
 * answer the shell asked for with the page instead of a loading state.
 */
export function whenPrefetched(call: PrefetchableCall): Promise<void> {
  const now = Date.now();
  const waits: Promise<unknown>[] = [];
  for (const key of [...entries.keys()]) {
    if (!key.startsWith(`${call}?`)) continue;
    const entry = usable(key, now);
    if (entry) waits.push(entry.promise.catch(() => undefined));
  }
  return Promise.all(waits).then(() => undefined);
}

/**
 * Settles once every answer asked for ahead (and still usable) has arrived or failed: a server
 * render, and the browser's hydration of it, then render the answers the page shows first.
 */
export function whenAllPrefetched(): Promise<void> {
  const now = Date.now();
  const waits: Promise<unknown>[] = [];
  for (const key of [...entries.keys()]) {
    const entry = usable(key, now);
    if (entry) waits.push(entry.promise.catch(() => undefined));
  }
  return Promise.all(waits).then(() => undefined);
}

/** Forgets every answer asked for ahead (tests). */
export function clearPrefetchedCalls(): void {
  entries.clear();
}
