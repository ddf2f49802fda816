import { fireEvent, render, screen, within } from '@testing-library/react';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { ensurePromotionsNamespace } from '../../i18n/ensure-promotions-namespace';
import type { WinnerRow } from '../../domain/winners';
import { WinnersTicker } from './winners-ticker';

const row = (n: number): WinnerRow => ({
  username: `player${n}***`,
  date: `2025-01-0${n}T10:00:00Z`,
  time: Date.parse(`2025-01-0${n}T10:00:00Z`),
  amount: 100 * n,
  game: `Game ${n}`,
  shortname: `game-${n}`,
  provider: 'netent',
});
const rows = [1, 2, 3, 4, 5].map(row);

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const ticker = (container: HTMLElement) => container.querySelector('.winners-ticker')!;

beforeAll(async () => {
  await registerSharedNamespace();
  await ensurePromotionsNamespace();
});

describe('WinnersTicker', () => {
  it('moves its rows in a loop; readers get the list once, without the moving copy', () => {
    reducedMotion(false);
    const { container } = render(
      <MemoryRouter>
        <WinnersTicker rows={rows} label="Recent winners" />
      </MemoryRouter>,
    );
    expect(ticker(container)).toHaveAttribute('data-moving', 'true');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Recent winners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/play/game-1');
    // the copy that closes the loop is hidden from readers and out of the tab order
    const copy = container.querySelector('ol[aria-hidden="true"]')!;
    expect(copy.querySelectorAll('a[tabindex="-1"]')).toHaveLength(5);
    // nothing announces the movement
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('stops on its pause button and starts again', () => {
    reducedMotion(false);
    const { container } = render(
      <MemoryRouter>
        <WinnersTicker rows={rows} label="Recent winners" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause winners' }));
    expect(ticker(container)).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play winners' }));
    expect(ticker(container)).toHaveAttribute('data-paused', 'false');
  });

  it('stands still under reduced motion, with no pause control and no copy', () => {
    reducedMotion(true);
    const { container } = render(
      <MemoryRouter>
        <WinnersTicker rows={rows} label="Recent winners" />
      </MemoryRouter>,
    );
    expect(ticker(container)).toHaveAttribute('data-moving', 'false');
    expect(screen.queryByRole('button', { name: 'Pause winners' })).toBeNull();
    expect(container.querySelectorAll('ol')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
