import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { afterPaint, whenIdle } from '@parlor/shared';
import {
  ALL,
  firstRowsWindow,
  fitWindow,
  gridWindow,
  type FirstRowsGeometry,
  type GridWindow,
} from '../../domain/grid-window';

type Geometry = Omit<FirstRowsGeometry, 'count'>;

/**
 * The last grid measured on this page. A new grid (the search's first results after none, say)
 * mounts only the first rows this geometry shows, instead of its whole first page; it is measured
 * before its first paint, so rows a different geometry needs are there in that paint too.
 */
let lastGeometry: Geometry | null = null;
/** Nothing of this grid's list has been filled in yet: it mounts its first rows first. */
const UNFILLED = Symbol('unfilled');

interface Measured {
  window: GridWindow;
  geometry: Geometry | null;
}

const same = (a: GridWindow, b: GridWindow) =>
  a.start === b.start &&
  a.end === b.end &&
  a.spaceBefore === b.spaceBefore &&
  a.spaceAfter === b.spaceAfter;

const sameGeometry = (a: Geometry | null, b: Geometry) =>
  a !== null &&
  a.columns === b.columns &&
  a.rowPitch === b.rowPitch &&
  a.rowGap === b.rowGap &&
  a.viewHeight === b.viewHeight;

/**
 * A grid's geometry, read from a mounted tile (all rows have one height), and remembered for the
 * next new grid; null before any tile.
 */
function readGeometry(node: HTMLUListElement | null): (Geometry & { top: number }) | null {
  const tile = node?.querySelector<HTMLElement>('.game-tile');
  if (!node || !tile) return null;
  const style = getComputedStyle(node);
  const rowGap = parseFloat(style.rowGap) || 0;
  const top = node.getBoundingClientRect().top;
  const geometry = {
    columns: style.gridTemplateColumns.split(' ').filter(Boolean).length,
    rowGap,
    rowPitch: tile.offsetHeight + rowGap,
    // the part of the viewport the grid's first rows can take
    viewHeight: window.innerHeight - Math.max(0, top),
  };
  if (geometry.columns > 0 && geometry.rowPitch > 0) lastGeometry = geometry;
  return { ...geometry, top };
}

/**
 * Remembers the geometry of a grid that is not windowed (the search dialog's popular games), so
 * that the first windowed grid after it (the first results) mounts only the rows in view.
 */
export function rememberGridGeometry(node: HTMLUListElement | null): void {
  readGeometry(node);
}

/** Measures the grid and stores the window of rows to keep mounted. */
function measureGrid(
  node: HTMLUListElement | null,
  count: number,
  setMeasured: (update: (last: Measured) => Measured) => void,
): void {
  const measured = readGeometry(node);
  if (!measured) return;
  const { top, ...geometry } = measured;
  const next = gridWindow({
    count,
    ...geometry,
    viewTop: -top,
    viewBottom: window.innerHeight - top,
  });
  setMeasured((last) =>
    same(last.window, next) && sameGeometry(last.geometry, geometry)
      ? last
      : { window: next, geometry },
  );
}

/** After the next paint, at the first idle moment (within 100 ms in any case). */
function afterPaintWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterPaint(() => {
    cancelIdle = whenIdle(task, 100);
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

/**
 * The tiles of a grid to keep mounted for the part of it in view, followed on scroll and resize
 * (one measure per frame). The grid is measured from a mounted tile: all rows have one height (a
 * tile's name is one line). A new `list` (other results, other filters) mounts only its first
 * rows, then the rest once they have painted, in a transition that gives way to typing.
 */
export function useGridWindow(
  grid: RefObject<HTMLUListElement | null>,
  count: number,
  list: unknown,
): GridWindow {
  // another grid's geometry, when one was measured: this grid mounts its first rows by it
  const [borrowed] = useState(() => lastGeometry);
  const [measured, setMeasured] = useState<Measured>(() => ({
    window: ALL(count),
    geometry: borrowed,
  }));
  const [filledList, setFilledList] = useState<unknown>(() => (borrowed ? UNFILLED : list));

  const measure = (node: HTMLUListElement | null) => measureGrid(node, count, setMeasured);
  // A grid mounted by another grid's geometry checks it before its first paint. Others measure
  // after it: in the commit, the layout it forces would lengthen the commit's task by as much.
  useLayoutEffect(() => {
    if (borrowed) measure(grid.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, before the first paint
  }, []);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure(grid.current);
        });
    };
    measure(grid.current);
    // captured: the page's scroll, or the search dialog's own
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measure changes with count
  }, [grid, count]);

  useEffect(() => {
    if (filledList === list) return;
    return afterPaintWhenIdle(() => startTransition(() => setFilledList(list)));
  }, [list, filledList]);

  // a new length (the next page, other filters) is measured again by the effect above
  const fitted = fitWindow(measured.window, count);
  if (filledList !== list && measured.geometry) {
    const first = firstRowsWindow({ count, ...measured.geometry });
    if (first && first.end < fitted.end - fitted.start) return first;
  }
  return fitted;
}
