import {
  finishedSlidesPerView,
  moveSlide,
  pageStarts,
  termsScroll,
  upcomingSwipes,
} from './slider-layout';

describe('slider breakpoints', () => {
  it('shows 4 finished slides, 3 under 1400 px, 2 under 800 px, 1 under 568 px', () => {
    expect(finishedSlidesPerView(1400)).toBe(4);
    expect(finishedSlidesPerView(1399)).toBe(3);
    expect(finishedSlidesPerView(800)).toBe(3);
    expect(finishedSlidesPerView(799)).toBe(2);
    expect(finishedSlidesPerView(568)).toBe(2);
    expect(finishedSlidesPerView(567)).toBe(1);
  });

  it('swipes the upcoming slider under 800 px only', () => {
    expect(upcomingSwipes(799)).toBe(true);
    expect(upcomingSwipes(800)).toBe(false);
  });

  it('scrolls the terms panel under 768 px only', () => {
    expect(termsScroll(767)).toBe(true);
    expect(termsScroll(768)).toBe(false);
  });

  it('pages and clamps slide moves', () => {
    expect(pageStarts(7, 3)).toEqual([0, 3, 6]);
    expect(pageStarts(0, 4)).toEqual([0]);
    expect(moveSlide(0, 1, 7, 3)).toBe(3);
    expect(moveSlide(3, 1, 7, 3)).toBe(4);
    expect(moveSlide(0, -1, 7, 3)).toBe(0);
    expect(moveSlide(0, 1, 2, 4)).toBe(0);
  });
});
