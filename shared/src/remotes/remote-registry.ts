import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
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

/** Registers the casino's remotes manifest (served per casino, so ops can repoint a remote). */
export function registerParlorRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  failed.clear();
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
  if (
    !mod ||
    (mod as Record<string, unknown>)[REMOTE_UNAVAILABLE] ||
    typeof component !== 'function'
  ) {
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
