import { keptPerCatalogue } from './kept-per-catalogue';

it('works a value out once per catalogue and key, and forgets a catalogue with it', () => {
  const keep = keptPerCatalogue<number>();
  const make = jest.fn(() => 7);
  const catalogue = {};
  expect(keep(catalogue, 'a', make)).toBe(7);
  expect(keep(catalogue, 'a', make)).toBe(7);
  expect(make).toHaveBeenCalledTimes(1);
  keep({}, 'a', make);
  expect(make).toHaveBeenCalledTimes(2);
});

it('keeps a bounded number of keys, so made-up paths cannot fill it', () => {
  const keep = keptPerCatalogue<string | null>();
  const catalogue = {};
  for (let i = 0; i < 1000; i++) keep(catalogue, `/category/made-up-${i}`, () => null);
  const make = jest.fn(() => 'again');
  keep(catalogue, '/category/made-up-0', make);
  expect(make).toHaveBeenCalledTimes(1);
});
