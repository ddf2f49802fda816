import { holdLoadEvent, holdLoadUntilTakenOver, LOAD_GATE_ID } from './load-gate';

afterEach(() => jest.useRealTimers());

it('holds the page loading with an open, hidden frame until released, and at most a while', () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  jest.useFakeTimers();
  const release = holdLoadEvent(5000);
  const frame = document.querySelector('iframe');
  expect(frame).not.toBeNull();
  expect(frame!.hidden).toBe(true);
  expect(frame).toHaveAttribute('aria-hidden', 'true');
  release();
  expect(document.querySelector('iframe')).toBeNull();

  holdLoadEvent(5000);
  expect(document.querySelector('iframe')).not.toBeNull();
  jest.advanceTimersByTime(5000);
  expect(document.querySelector('iframe')).toBeNull();
});

it('opens the frame the page carries instead of creating one, and removes it when released', () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  document.body.insertAdjacentHTML('beforeend', `<iframe id="${LOAD_GATE_ID}" hidden></iframe>`);
  const own = document.getElementById(LOAD_GATE_ID) as HTMLIFrameElement;
  const open = jest.spyOn(own.contentDocument!, 'open');
  const release = holdLoadEvent(5000);
  expect(document.querySelectorAll('iframe')).toHaveLength(1);
  expect(open).toHaveBeenCalled();
  release();
  expect(document.querySelector('iframe')).toBeNull();
});

it('holds nothing once the page has loaded', () => {
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  holdLoadEvent(5000)();
  expect(document.querySelector('iframe')).toBeNull();
});

it('never stops the site when the frame cannot be held', () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const open = jest.spyOn(Document.prototype, 'open').mockImplementation(() => {
    throw new Error('not allowed');
  });
  try {
    const release = holdLoadEvent(5000);
    expect(() => release()).not.toThrow();
    expect(document.querySelector('iframe')).toBeNull();
  } finally {
    open.mockRestore();
  }
});

it('on a page the server painted, holds the load event until the painted layout is replaced', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const root = document.createElement('div');
  root.setAttribute('data-painted', '');
  root.innerHTML = '<div class="layout" data-painted-layout></div>';
  document.body.append(root);
  holdLoadUntilTakenOver(root);
  expect(document.querySelector('iframe')).not.toBeNull();
  // the site's first commit replaces the root's content
  root.replaceChildren(Object.assign(document.createElement('div'), { className: 'layout' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.querySelector('iframe')).toBeNull();
  root.remove();

  // a page the server did not paint holds nothing
  holdLoadUntilTakenOver(document.createElement('div'));
  expect(document.querySelector('iframe')).toBeNull();
});
