import {
  afterPage,
  FIRST_PAGE,
  hasNextPage,
  loadedThrough,
  nextPage,
  PAGE_SIZE,
  pageOf,
} from './paging';

const items = Array.from({ length: 120 }, (_, i) => i);

it('pages hold 50 items from index 0', () => {
  expect(PAGE_SIZE).toBe(50);
  expect(pageOf(items, 0)).toHaveLength(50);
  expect(pageOf(items, 1)[0]).toBe(50);
  expect(pageOf(items, 2)).toHaveLength(20);
  expect(pageOf(items, 3)).toHaveLength(0);
  expect(pageOf(items, -1)).toEqual([]);
  expect(loadedThrough(items, 1)).toHaveLength(100);
});

it('stops when a page returns fewer than 50', () => {
  expect(hasNextPage(50)).toBe(true);
  expect(hasNextPage(49)).toBe(false);
  let state = afterPage(FIRST_PAGE, 50);
  expect(state.done).toBe(false);
  state = nextPage(state);
  expect(state.page).toBe(1);
  state = afterPage(state, 20);
  expect(state.done).toBe(true);
  expect(nextPage(state)).toBe(state);
});

it('an exact multiple of 50 stops at the following, empty page', () => {
  const hundred = items.slice(0, 100);
  let state = afterPage(FIRST_PAGE, pageOf(hundred, 0).length);
  state = afterPage(nextPage(state), pageOf(hundred, 1).length);
  expect(state).toEqual({ page: 1, done: false });
  state = afterPage(nextPage(state), pageOf(hundred, 2).length);
  expect(state).toEqual({ page: 2, done: true });
});
