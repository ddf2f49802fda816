import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { recordTelemetry } from '../runtime/telemetry-queue';
import { releaseFailedPreloads } from './release-failed-preloads';
import { REMOTE_UNAVAILABLE } from './unavailable-marker';

let entries: Record<string, string> = {};
/**
 * Remotes whose last load failed, with when. Within RETRY_AFTER_MS a page asking again fails at
 * once (a page that renders several sections of a dead remote, several times while its data
 * arrives, must not send a request each time); after it, or on an explicit Retry, the remote is
 * registered afresh so its entry is fetched again.
 */
const failed = new Map<string, number>();
export const RETRY_AFTER_MS = 10_000;
/** How many times each remote was registered afresh after a failure (telemetry). */
const retries = new Map<string, number>();

/** Registers the casino's remotes manifest (served per casino, so ops can repoint a remote). */
export function registerParlorRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  failed.clear();
  retries.clear();
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export function hasRemote(name: string): boolean {
  return name in entries;
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remoteId: string) {
    super(`remote ${remoteId} is unavailable`);
  }
}

/**
 * Fetches the code of `remote/expose` (its entry, chunks and styles) without running the module:
 * the federation runtime's `loadFactory: false`. Its later load only evaluates it. Resolves to
 * whether the code is in; never rejects, and asks nothing of a remote that is not registered or
 * whose last load failed within RETRY_AFTER_MS (a failure is the outlet's to show).
 */
export async function fetchRemoteCode(remote: string, expose: string): Promise<boolean> {
  const failedAt = failed.get(remote);
  if (!(remote in entries) || (failedAt !== undefined && Date.now() - failedAt < RETRY_AFTER_MS))
    return false;
  try {
    const factory: unknown = await loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`, {
      loadFactory: false,
      from: 'runtime',
    });
    // the runtime plugins answer a failed load with a module that says so, not a factory
    return typeof factory === 'function';
  } catch {
    return false;
  }
}

/**
 * Loads `remote/expose` and returns its default export (a component). A failed load throws
 * RemoteUnavailableError, and the next attempt starts from a fresh registration: the federation
 * runtime would otherwise keep answering with the failed entry.
 */
export async function loadRemoteComponent<P>(
  remote: string,
  expose: string,
  { retry = false }: { retry?: boolean } = {},
): Promise<ComponentType<P>> {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  const entry = entries[remote];
  if (!entry) throw new RemoteUnavailableError(id);
  const failedAt = failed.get(remote);
  if (failedAt !== undefined) {
    if (!retry && Date.now() - failedAt < RETRY_AFTER_MS) throw new RemoteUnavailableError(id);
    failed.delete(remote);
    retries.set(remote, (retries.get(remote) ?? 0) + 1);
    registerRemotes([{ name: remote, entry }], { force: true });
  }
  let mod: unknown;
  try {
    mod = await loadRemote(id);
  } catch (error) {
    console.error(`remote module ${id} failed to load`, error);
    mod = null;
  }
  const component = (mod as { default?: unknown } | null)?.default;
  const unavailable = !mod || Boolean((mod as Record<string, unknown>)[REMOTE_UNAVAILABLE]);
  const ok = !unavailable && typeof component === 'function';
  // Why a load failed is noted by the runtime plugins (the step that failed); a module that is
  // no component is the remote's own error.
  const reason = unavailable || ok ? {} : { reason: 'error' as const };
  recordTelemetry({ t: 'load', remote, ok, retries: retries.get(remote) ?? 0, ...reason });
  if (!ok) {
    failed.set(remote, Date.now());
    try {
      releaseFailedPreloads(new URL('.', entry).href);
    } catch {
      // an entry that is no address has no hints
    }
    throw new RemoteUnavailableError(id);
  }
  return component as ComponentType<P>;
}
