import { useEffect, useState, type RefObject } from 'react';
import { ALL, fitWindow, gridWindow, type GridWindow } from '../../domain/grid-window';

const same = (a: GridWindow, b: GridWindow) =>
  a.start === b.start &&
  a.end === b.end &&
  a.spaceBefore === b.spaceBefore &&
  a.spaceAfter === b.spaceAfter;

/**
 * The tiles of a long grid to keep mounted for the part of it in view, followed on scroll and
 * resize (one measure per frame). The grid is measured from a mounted tile: all rows have one
 * height (a tile's name is one line).
 */
export function useGridWindow(list: RefObject<HTMLUListElement | null>, count: number): GridWindow {
  const [current, setCurrent] = useState<GridWindow>(() => ALL(count));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const grid = list.current;
      const tile = grid?.querySelector<HTMLElement>('.game-tile');
      if (!grid || !tile) return;
      const style = getComputedStyle(grid);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      const rowGap = parseFloat(style.rowGap) || 0;
      const rowPitch = tile.offsetHeight + rowGap;
      const top = grid.getBoundingClientRect().top;
      const next = gridWindow({
        count,
        columns,
        rowPitch,
        rowGap,
        viewTop: -top,
        viewBottom: window.innerHeight - top,
      });
      setCurrent((last) => (same(last, next) ? last : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // captured: the page's scroll, or the search dialog's own
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [list, count]);

  // a new length (the next page, other filters) is measured again by the effect above
  return fitWindow(current, count);
}
