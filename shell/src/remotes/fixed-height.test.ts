import { fixedBoxIn, trackFixedHeight } from './fixed-height';

// jsdom lays nothing out: heights come from a stubbed getBoundingClientRect
function box(height: number, position = 'fixed'): HTMLElement {
  const element = document.createElement('div');
  element.style.position = position;
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  return element;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('finds the fixed box among what a remote renders', () => {
  const slot = document.createElement('div');
  const inner = box(80);
  slot.append(box(10, 'static'));
  slot.firstElementChild!.append(inner);
  expect(fixedBoxIn(slot)).toBe(inner);
  expect(fixedBoxIn(document.createElement('div'))).toBeNull();
});

it('keeps the page told how tall the banner is, and 0 once it is closed', async () => {
  const slot = document.createElement('div');
  document.body.append(slot);
  const target = document.createElement('div');
  const stop = trackFixedHeight(slot, target, 'sticky-banner-height');
  expect(target.style.getPropertyValue('--sticky-banner-height')).toBe('0px');
  const banner = box(96.4);
  slot.append(banner);
  await flush();
  expect(target.style.getPropertyValue('--sticky-banner-height')).toBe('97px');
  banner.remove();
  await flush();
  expect(target.style.getPropertyValue('--sticky-banner-height')).toBe('0px');
  stop();
  expect(target.style.getPropertyValue('--sticky-banner-height')).toBe('');
  slot.remove();
});
