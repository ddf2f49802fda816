// What the server says of the first screen it rendered into the page (docs/server-rendering.md):
// the moment it rendered it and the seed of its random picks, so that the browser's hydration
// renders the same markup (the same jackpot windows, the same twelve of the popular games).
// Without a server render (a player's page, a development server) they are this page's own moment
// and a seed of its own.
import { isFirstScreenShown } from './first-screen';

export interface RenderedPage {
  /** when the server rendered the first screen (ms since epoch) */
  now: number;
  /** the seed of the first screen's random picks (an unsigned 32-bit integer) */
  seed: number;
}

const ownSeed = () => Math.floor(Math.random() * 2 ** 32) >>> 0;
let page: RenderedPage = { now: Date.now(), seed: ownSeed() };

/** Takes the page's render (the server's, read from the page; or the server's own per render). */
export function setRenderedPage(next: RenderedPage): void {
  page = { now: next.now, seed: next.seed >>> 0 };
}

/** The moment the first screen was rendered at: what its first render reads as "now". */
export function renderedAt(): number {
  return page.now;
}

/** FNV-1a of a short name: one stream of picks per use, all from the page's seed. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A random source for the picks named `name` (mulberry32), seeded from the page: the server and
 * the browser draw the same sequence, and one name's draws do not move another's.
 */
export function pageRandom(name: string): () => number {
  let state = (page.seed ^ hashOf(name)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * "Now" for what the first screen shows (a jackpot's multiplier window): the moment it was
 * rendered at until it has been shown, so that hydration renders what the server did; the clock
 * from then on.
 */
export function firstScreenNow(): number {
  return isFirstScreenShown() ? Date.now() : page.now;
}
