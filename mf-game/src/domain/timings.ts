// Timings of the game remote (docs/product-rules.md, "Game page" and "Notifications and
// timings").
export const LOADER_REMOVE_MS = 4000;
export const LOADER_FADE_MS = 500;
export const LIVE_LOADER_REMOVE_MS = 2500;
export const LIVE_LOADER_FADE_MS = 600;
export const SIDE_PANEL_CLOSE_MS = 200;
export const SYNTH_REMINDER_MS = 20_000;
export const FIREWORKS_INTERVAL_MS = 120_000;
export const FIREWORKS_SHOW_MS = 3000;
export const FIREWORKS_FADE_MS = 1000;
export const FIREWORKS_MAX_PARTICLES = 500;
export const RANDOM_PLAY_ROTATE_MS = 2000;
export const RANDOM_PLAY_IMAGES = 5;

/** The first fireworks popup comes after a random 1 or 2 minutes. */
export function firstFireworksDelay(random: () => number = Math.random): number {
  return random() < 0.5 ? 60_000 : 120_000;
}
