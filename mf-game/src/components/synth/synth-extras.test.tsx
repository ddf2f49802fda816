import { act, render, screen } from '@testing-library/react';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { registerGameNamespace } from '../../i18n/register-game-namespace';
import { createBurst } from './fireworks-canvas';
import { SynthExtras } from './synth-extras';

const details = {
  imgLoader: 'http://a/loader.jpg',
  imgReminder: 'http://a/reminder.jpg',
  linkReminder: '/promotions',
  imgPopup: 'http://a/popup.jpg',
  frwText: 'Big win!',
  frwTextSp: '¡Gran premio!',
};

beforeAll(async () => {
  // jsdom has no 2D canvas: the fireworks draw nothing here
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await registerSharedNamespace();
  await registerGameNamespace();
});
afterEach(() => jest.useRealTimers());

it('shows the reminder at 20 s and fireworks at 1 minute, then every 2 minutes for 3 s + 1 s', () => {
  jest.useFakeTimers();
  render(<SynthExtras details={details} random={() => 0.2} />);
  act(() => jest.advanceTimersByTime(19_999));
  expect(screen.queryByRole('complementary', { name: 'Reminder' })).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('complementary', { name: 'Reminder' })).toBeVisible();
  act(() => jest.advanceTimersByTime(40_000)); // 60 s
  expect(screen.getByTestId('synth-fireworks')).toHaveTextContent('Big win!');
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByTestId('synth-fireworks')).toHaveClass('is-fading');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByTestId('synth-fireworks')).toBeNull();
  act(() => jest.advanceTimersByTime(116_000)); // 180 s: the next one
  expect(screen.getByTestId('synth-fireworks')).toBeVisible();
});

it('waits 2 minutes for the first fireworks when the draw says so', () => {
  jest.useFakeTimers();
  render(<SynthExtras details={details} random={() => 0.7} />);
  act(() => jest.advanceTimersByTime(119_999));
  expect(screen.queryByTestId('synth-fireworks')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('synth-fireworks')).toBeVisible();
});

it('honours prefers-reduced-motion: the popup shows without particles or fade', () => {
  jest.useFakeTimers();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    const { container } = render(<SynthExtras details={details} random={() => 0.2} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('synth-fireworks')).toBeVisible();
    expect(container.querySelector('canvas')).toBeNull();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('synth-fireworks')).not.toHaveClass('is-fading');
  } finally {
    window.matchMedia = original;
  }
});

it('never keeps more than 500 particles', () => {
  const particles = createBurst([], 0, 0, 450);
  createBurst(particles, 0, 0, 450);
  expect(particles).toHaveLength(500);
});
