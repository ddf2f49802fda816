// Games list paging (docs/product-rules.md, "Lobby lists"): pages of 50 from index 0; a page of
// fewer than 50 games is the last; changing filters starts again at page 0.

export const PAGE_SIZE = 50;

/** The games of one page (index from 0). */
export function pageOf<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  if (page < 0) return [];
  return items.slice(page * size, (page + 1) * size);
}

/** Everything loaded after pages 0..page. */
export function loadedThrough<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  return page < 0 ? [] : items.slice(0, (page + 1) * size);
}

/** After a page came back with `lastPageLength` games: is there a next page to ask for? */
export function hasNextPage(lastPageLength: number, size: number = PAGE_SIZE): boolean {
  return lastPageLength >= size;
}

export interface PagingState {
  page: number;
  done: boolean;
}

export const FIRST_PAGE: PagingState = { page: 0, done: false };

/** The state after page `state.page` returned `received` games. */
export function afterPage(state: PagingState, received: number, size = PAGE_SIZE): PagingState {
  return hasNextPage(received, size) ? state : { ...state, done: true };
}

/** Reaching the footer: the next page, unless the last one was short. */
export function nextPage(state: PagingState): PagingState {
  return state.done ? state : { page: state.page + 1, done: false };
}
