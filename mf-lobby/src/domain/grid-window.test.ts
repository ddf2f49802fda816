import { firstRowsWindow, fitWindow, gridWindow } from './grid-window';

const geometry = { count: 800, columns: 6, rowPitch: 212, rowGap: 12 };
const rows = Math.ceil(800 / 6); // 134

it('mounts every tile of a list of up to five pages', () => {
  expect(gridWindow({ ...geometry, count: 250, viewTop: 4000, viewBottom: 4800 })).toEqual({
    start: 0,
    end: 250,
    spaceBefore: 0,
    spaceAfter: 0,
  });
});

it('mounts every tile while the grid cannot be measured', () => {
  expect(gridWindow({ ...geometry, rowPitch: 0, viewTop: 0, viewBottom: 800 }).end).toBe(800);
  expect(gridWindow({ ...geometry, columns: 0, viewTop: 0, viewBottom: 800 }).end).toBe(800);
});

it('at the top keeps the page in view and two more, and the space of the rest', () => {
  const w = gridWindow({ ...geometry, viewTop: -300, viewBottom: 500 });
  expect(w.start).toBe(0);
  expect(w.end).toBe(150); // pages 0-2, whole rows
  expect(w.spaceBefore).toBe(0);
  expect(w.spaceAfter).toBe((rows - 25) * 212 - 12);
});

it('in the middle keeps two pages either side of the rows in view, starting on a row', () => {
  // rows 40-43 in view: tiles 240-263, pages 4-5
  const w = gridWindow({ ...geometry, viewTop: 40 * 212, viewBottom: 44 * 212 - 1 });
  expect(w.start).toBe(96); // page 2 starts at tile 100, its row at 96
  expect(w.start % 6).toBe(0);
  expect(w.end).toBe(402); // page 7 ends at tile 400, its row at 402
  expect(w.end - w.start).toBeLessThanOrEqual(6 * 50 + 12);
  expect(w.spaceBefore).toBe(16 * 212 - 12);
  expect(w.spaceAfter).toBe((rows - 67) * 212 - 12);
});

it('at the end keeps the last pages and no space after them', () => {
  const w = gridWindow({ ...geometry, viewTop: 130 * 212, viewBottom: 140 * 212 });
  expect(w.end).toBe(800);
  expect(w.spaceAfter).toBe(0);
  // rows 130-133 are page 15; two pages before it start at tile 650, its row at 648
  expect(w.start).toBe(648);
  expect(w.spaceBefore).toBe(108 * 212 - 12);
});

it('until measured again, a page that arrived at the end joins the window', () => {
  const atEnd = { start: 294, end: 600, spaceBefore: 1000, spaceAfter: 0 };
  expect(fitWindow(atEnd, 650)).toEqual({ ...atEnd, end: 650 });
  const middle = { start: 96, end: 402, spaceBefore: 3380, spaceAfter: 5000 };
  expect(fitWindow(middle, 650)).toBe(middle);
  // new filters: page 0 of a new list
  expect(fitWindow(middle, 50)).toEqual({ start: 0, end: 50, spaceBefore: 0, spaceAfter: 0 });
});

describe('firstRowsWindow', () => {
  const first = { count: 50, columns: 6, rowPitch: 212, rowGap: 12, viewHeight: 800 };

  it('mounts the rows a viewport shows, keeping the space of the rest', () => {
    // 800 px show parts of 4 rows (4 × 212 = 848): 4 rows of 6 tiles, 5 rows' space after
    const w = firstRowsWindow(first);
    expect(w).toEqual({ start: 0, end: 24, spaceBefore: 0, spaceAfter: 5 * 212 - 12 });
  });

  it('keeps the height of the whole list', () => {
    const w = firstRowsWindow({ ...first, count: 800 })!;
    const rowsMounted = w.end / 6;
    const height = rowsMounted * 212 - 12 + 12 + w.spaceAfter; // mounted rows, gap, space row
    expect(height).toBe(Math.ceil(800 / 6) * 212 - 12);
  });

  it('mounts everything when it fits or when the grid was never measured', () => {
    expect(firstRowsWindow({ ...first, count: 24 })).toBeNull();
    expect(firstRowsWindow({ ...first, columns: 0 })).toBeNull();
    expect(firstRowsWindow({ ...first, rowPitch: 0 })).toBeNull();
    expect(firstRowsWindow({ ...first, viewHeight: 0 })).toBeNull();
  });
});
