import { act, render, screen, fireEvent } from '@testing-library/react';
import { type Promo } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { ensurePromotionsNamespace } from '../../i18n/ensure-promotions-namespace';
import { PromoCard } from './promo-card';
import { PromoSlider, SLIDER_AUTOPLAY_MS } from './promo-slider';
import { TERMS_AUTO_CLOSE_MS } from './terms-dialog';

const promo = (id: number, title: string): Promo => ({
  id,
  title,
  text: '',
  image: '/x.jpg',
  cta_link: '/pages/cashier',
  cta_text: 'Claim',
  terms: `Terms of ${title}`,
  min_deposit: 10,
});
const promos = [promo(1, 'First'), promo(2, 'Second'), promo(3, 'Third')];

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const visibleTitle = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((h) => !h.closest('[hidden]'))
    .map((h) => h.textContent);

beforeAll(async () => {
  await registerSharedNamespace();
  await ensurePromotionsNamespace();
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PromoSlider', () => {
  it('moves on every 5 seconds until paused', () => {
    reducedMotion(false);
    render(
      <MemoryRouter>
        <PromoSlider promos={promos} />
      </MemoryRouter>,
    );
    expect(visibleTitle()).toEqual(['First']);
    act(() => jest.advanceTimersByTime(SLIDER_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Second']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDER_AUTOPLAY_MS * 3));
    expect(visibleTitle()).toEqual(['Second']);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDER_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Third']);
  });

  it('does not move by itself under reduced motion, but can be moved by hand', () => {
    reducedMotion(true);
    render(
      <MemoryRouter>
        <PromoSlider promos={promos} />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(SLIDER_AUTOPLAY_MS * 2));
    expect(visibleTitle()).toEqual(['First']);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(visibleTitle()).toEqual(['Third']);
  });
});

describe('PromoCard terms', () => {
  it('opens the terms in a dialog that closes by itself after 10 seconds', () => {
    reducedMotion(true);
    render(
      <MemoryRouter>
        <PromoCard promo={promos[0]!} variant="card" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Terms First' }));
    expect(screen.getByRole('dialog', { name: 'Terms: First' })).toHaveTextContent(
      'Terms of First',
    );
    act(() => jest.advanceTimersByTime(TERMS_AUTO_CLOSE_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders no redeem link to an unsafe target', () => {
    reducedMotion(true);
    render(
      <MemoryRouter>
        <PromoCard promo={{ ...promos[0]!, cta_link: 'javascript:alert(1)' }} variant="card" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Claim' })).toBeNull();
  });
});
