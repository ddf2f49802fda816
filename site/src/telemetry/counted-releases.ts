// Which releases a casino's beacons count for: the ones its visitors can be given, i.e. what the
// casino runs (the registry's defaults under its manifest) and what it canaries, plus the shell.
// A beacon naming any other release is steering, not telemetry: those events are dropped before
// the store sees them (counted as `unknown_release`), so they take no row, no slot of a minute's
// pair cap, and move no canary's figures. Preview releases are not among them (telemetry-route.ts
// drops a preview browser's beacons whole).
import { releaseOfTarget } from '../releases/canary-watch';
import type { Canaries } from '../releases/canary-store';
import { remotesFor, type RemotesSettings } from '../remotes';
import type { Beacon } from './beacon';

/** remote (or 'shell') -> the releases counted for it */
export type CountedReleases = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * `live`: remote -> what the casino loads for it (a release id or an entry address, as the page
 * is given it); `canaries`: remote -> its running canary.
 */
export function countedReleases(
  live: Readonly<Record<string, string>>,
  canaries: Readonly<Record<string, { release: string }>>,
): CountedReleases {
  const counted = new Map<string, Set<string>>([['shell', new Set(['default'])]]);
  for (const [remote, target] of Object.entries(live))
    counted.set(remote, new Set([releaseOfTarget(target)]));
  for (const [remote, canary] of Object.entries(canaries)) counted.get(remote)?.add(canary.release);
  return counted;
}

/** The casino's counted releases, from the site's state as it last read it. */
export function casinoReleases(
  settings: RemotesSettings,
  canaries: Canaries,
  casino: string,
): CountedReleases {
  // the host name shapes the entry addresses, never the releases they name
  return countedReleases(remotesFor(settings, casino, 'localhost'), canaries[casino] ?? {});
}

/** The beacon with only the events of counted releases, and how many others it had. */
export function keepCounted(
  beacon: Beacon,
  counted: CountedReleases,
): { beacon: Beacon; unknown: number } {
  const events = beacon.events.filter(
    (event) => counted.get(event.remote)?.has(event.release) === true,
  );
  return { beacon: { ...beacon, events }, unknown: beacon.events.length - events.length };
}
