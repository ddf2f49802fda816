import { render } from '@testing-library/react';
import { STORAGE_KEYS } from '@parlor/shared';
import { MemoryRouter } from '@parlor/shared/testing';
import { isReturnPage, useReturnPageRecorder } from './return-page';

function Recorder() {
  useReturnPageRecorder();
  return null;
}

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Recorder />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());

it('remembers the last page outside a game, with its query', () => {
  visit('/category/online-slots?sort=az');
  expect(localStorage.getItem(STORAGE_KEYS.returnPage)).toBe('/category/online-slots?sort=az');
});

it('never remembers a game page', () => {
  visit('/providers');
  visit('/play/book-of-shadows');
  visit('/demo/book-of-shadows');
  expect(localStorage.getItem(STORAGE_KEYS.returnPage)).toBe('/providers');
  expect(isReturnPage('/players')).toBe(true);
});
