import { HELD_CLICK_MAX_MS, holdClicksUntilTakenOver } from './takeover';

/** A root as the page paints it: the painted layout with a tile link and a menu link. */
function paintedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-painted', '');
  root.innerHTML =
    '<div class="layout" data-painted-layout><a href="/play/noble-map">Noble Map</a>' +
    '<a href="/promotions">Promotions</a></div>';
  document.body.append(root);
  return root;
}

/** What the site's first commit does: its own layout in place of the painted one. */
function takeOver(root: HTMLElement, html: string) {
  const layout = document.createElement('div');
  layout.className = 'layout';
  layout.innerHTML = html;
  root.replaceChildren(layout);
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('holds a click on a painted link and hands it to the site once it has taken over', async () => {
  const root = paintedRoot();
  const follow = jest.fn();
  holdClicksUntilTakenOver(root, follow);

  const event = click(root.querySelector('a[href="/play/noble-map"]')!);
  expect(event.defaultPrevented).toBe(true);

  takeOver(root, '<ul><li><a href="/play/noble-map">Noble Map</a></li></ul>');
  const siteLink = root.querySelector('a[href="/play/noble-map"]')!;
  const clicked = jest.fn((e: Event) => e.preventDefault());
  siteLink.addEventListener('click', clicked);
  await flush();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(follow).not.toHaveBeenCalled();

  // once the site is up, clicks are the site's own
  expect(click(siteLink).defaultPrevented).toBe(true); // (its own handler)
  expect(clicked).toHaveBeenCalledTimes(2);
});

it('follows the link itself when the site shows no such link, or never comes', async () => {
  const root = paintedRoot();
  const follow = jest.fn();
  holdClicksUntilTakenOver(root, follow);
  click(root.querySelector('a[href="/promotions"]')!);
  takeOver(root, '<p>The site without that link</p>');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(follow).toHaveBeenCalledWith('/promotions');

  jest.useFakeTimers();
  const second = paintedRoot();
  const followSecond = jest.fn();
  holdClicksUntilTakenOver(second, followSecond);
  click(second.querySelector('a[href="/play/noble-map"]')!);
  jest.advanceTimersByTime(HELD_CLICK_MAX_MS - 1);
  expect(followSecond).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(followSecond).toHaveBeenCalledWith('/play/noble-map');
});

it('leaves alone what the browser does differently: a new tab, another site, a page not painted', () => {
  const root = paintedRoot();
  root.insertAdjacentHTML('beforeend', '<a href="https://example.com/">Elsewhere</a>');
  holdClicksUntilTakenOver(root, jest.fn());
  expect(
    click(root.querySelector('a[href="/promotions"]')!, { ctrlKey: true }).defaultPrevented,
  ).toBe(false);
  expect(click(root.querySelector('a[href="https://example.com/"]')!).defaultPrevented).toBe(false);

  const plain = document.createElement('div');
  plain.innerHTML = '<a href="/promotions">Promotions</a>';
  document.body.append(plain);
  holdClicksUntilTakenOver(plain, jest.fn());
  expect(click(plain.querySelector('a')!).defaultPrevented).toBe(false);
});
