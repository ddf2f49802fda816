// Which tiles of a long list stay mounted (docs/performance.md, "Long lists"): the pages around
// the rows in view, a few pages either side; the rows above and below are kept as empty space of
// the same height, so the page does not move and the scrollbar stays true.
import { PAGE_SIZE } from './paging';

/** Loaded pages kept mounted on each side of the pages in view. */
export const BUFFER_PAGES = 2;

export interface GridGeometry {
  /** tiles loaded (the list's length through the last page asked for) */
  count: number;
  /** tiles per row */
  columns: number;
  /** a row's height plus the gap below it, px */
  rowPitch: number;
  /** the gap between rows, px */
  rowGap: number;
  /** the part of the list in view, px from the list's top (may be negative or past its end) */
  viewTop: number;
  viewBottom: number;
}

export interface GridWindow {
  /** first mounted tile (inclusive); a row start */
  start: number;
  /** after the last mounted tile (exclusive) */
  end: number;
  /** empty space kept for the rows above `start`, px (0: none) */
  spaceBefore: number;
  /** empty space kept for the rows after `end`, px (0: none) */
  spaceAfter: number;
}

/** Everything mounted: short lists, or before the grid could be measured. */
export const ALL = (count: number): GridWindow => ({
  start: 0,
  end: count,
  spaceBefore: 0,
  spaceAfter: 0,
});

/** The window of mounted tiles for the part of the list in view. */
export function gridWindow(
  { count, columns, rowPitch, rowGap, viewTop, viewBottom }: GridGeometry,
  pageSize = PAGE_SIZE,
  bufferPages = BUFFER_PAGES,
): GridWindow {
  if (columns < 1 || rowPitch <= 0 || count <= (2 * bufferPages + 1) * pageSize) {
    return ALL(count);
  }
  const rows = Math.ceil(count / columns);
  const firstRow = clamp(Math.floor(viewTop / rowPitch), 0, rows - 1);
  const lastRow = clamp(Math.floor(viewBottom / rowPitch), firstRow, rows - 1);
  const firstPage = Math.floor((firstRow * columns) / pageSize);
  const lastPage = Math.floor(Math.min(count - 1, (lastRow + 1) * columns - 1) / pageSize);

  const fromPage = Math.max(0, firstPage - bufferPages);
  const toPage = lastPage + bufferPages;
  // whole rows only: the first mounted tile keeps its column
  const start = Math.floor((fromPage * pageSize) / columns) * columns;
  const end = Math.min(count, Math.ceil(((toPage + 1) * pageSize) / columns) * columns);
  const rowsBefore = start / columns;
  const rowsAfter = rows - Math.ceil(end / columns);
  // n rows of tiles take n pitches less the last gap; the spacer's own row brings that gap back
  return {
    start,
    end,
    spaceBefore: rowsBefore > 0 ? rowsBefore * rowPitch - rowGap : 0,
    spaceAfter: rowsAfter > 0 ? rowsAfter * rowPitch - rowGap : 0,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The last window fitted to the list's new length, until the grid is measured again: a page
 * that arrived at the end joins the window; a list that became short (new filters) is mounted
 * whole.
 */
export function fitWindow(
  last: GridWindow,
  count: number,
  pageSize = PAGE_SIZE,
  bufferPages = BUFFER_PAGES,
): GridWindow {
  if (count <= (2 * bufferPages + 1) * pageSize || last.start >= count) return ALL(count);
  if (last.spaceAfter === 0 || last.end > count) return { ...last, end: count, spaceAfter: 0 };
  return last;
}

export interface FirstRowsGeometry {
  /** tiles loaded */
  count: number;
  columns: number;
  rowPitch: number;
  rowGap: number;
  /** the height of the viewport below the grid's top, px */
  viewHeight: number;
}

/**
 * A new list (other results, other filters) starts at its top: the tiles of the rows a viewport
 * can show are mounted first, and the space of the rest is kept, so the rows in view paint in one
 * frame and the rest follow (docs/performance.md, "Long lists"); every tile of a new list costs
 * that frame its DOM, layout and paint. `null` when every tile fits anyway or the grid was never
 * measured.
 */
export function firstRowsWindow({
  count,
  columns,
  rowPitch,
  rowGap,
  viewHeight,
}: FirstRowsGeometry): GridWindow | null {
  if (columns < 1 || rowPitch <= 0 || viewHeight <= 0) return null;
  const end = Math.ceil(viewHeight / rowPitch) * columns;
  if (end >= count) return null;
  const rowsAfter = Math.ceil(count / columns) - end / columns;
  return { start: 0, end, spaceBefore: 0, spaceAfter: rowsAfter * rowPitch - rowGap };
}
