// Slides per view of the tournaments sliders (docs/tournaments.md, "Sliders").

/** Finished tournaments: 4 slides, 3 under 1400 px, 2 under 800 px, 1 under 568 px. */
export function finishedSlidesPerView(width: number): number {
  if (width < 568) return 1;
  if (width < 800) return 2;
  if (width < 1400) return 3;
  return 4;
}

/** Upcoming tournaments: one slide at a time. */
export const UPCOMING_SLIDES_PER_VIEW = 1;

/** The upcoming slider is swiped by touch under 800 px (arrows above). */
export function upcomingSwipes(width: number): boolean {
  return width < 800;
}

/** The first slide index of each page, for `count` slides shown `perView` at a time. */
export function pageStarts(count: number, perView: number): number[] {
  const view = Math.max(1, Math.floor(perView));
  const starts: number[] = [];
  for (let i = 0; i < count; i += view) starts.push(i);
  return starts.length ? starts : [0];
}

/** The slide index after a move of `delta` pages, clamped to the slides there are. */
export function moveSlide(index: number, delta: number, count: number, perView: number): number {
  const view = Math.max(1, Math.floor(perView));
  const last = Math.max(0, count - view);
  return Math.min(last, Math.max(0, index + delta * view));
}

/** The terms panel scrolls inside itself under 768 px. */
export function termsScroll(width: number): boolean {
  return width < 768;
}
