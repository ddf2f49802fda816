import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; disconnected: boolean }[] = [];

beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = class {
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('holds the place of a section until it comes near the viewport, then renders it', () => {
  const { container } = render(
    <NearViewport reservedHeight={320}>
      <h2>High Volatility</h2>
    </NearViewport>,
  );
  expect(screen.queryByRole('heading', { name: 'High Volatility' })).toBeNull();
  expect((container.firstChild as HTMLElement).style.minHeight).toBe('320px');
  act(() => observers[0]!.callback([{ isIntersecting: false }]));
  expect(screen.queryByRole('heading', { name: 'High Volatility' })).toBeNull();
  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(screen.getByRole('heading', { name: 'High Volatility' })).toBeInTheDocument();
  expect(observers[0]!.disconnected).toBe(true);
});

it('renders at once where the browser cannot tell (no IntersectionObserver)', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(
    <NearViewport reservedHeight={320}>
      <h2>Themes</h2>
    </NearViewport>,
  );
  expect(screen.getByRole('heading', { name: 'Themes' })).toBeInTheDocument();
});
