// Clicks on a server-rendered page before React has its part: held, then handed to the element.
type Module = typeof import('./early-clicks');

function page(ssr = true) {
  document.body.innerHTML = `<div id="root" ${ssr ? 'data-ssr=""' : ''}>
    <header><button id="login">Log In</button></header>
    <div class="remote-outlet"><a id="tile" href="/play/starburst">Starburst</a></div>
  </div>`;
  const root = document.getElementById('root')!;
  const clicks: string[] = [];
  // what React's listener on the root would see
  root.addEventListener('click', (event) => {
    clicks.push((event.target as Element).id);
    event.preventDefault();
  });
  return { root, clicks, el: (id: string) => document.getElementById(id)! };
}

function fresh(): Module {
  let m!: Module;
  jest.isolateModules(() => {
    m = jest.requireActual('./early-clicks');
  });
  return m;
}

afterEach(() => jest.useRealTimers());

it('holds a click until the root is React’s, then hands it to the same button', () => {
  const m = fresh();
  const { root, clicks, el } = page();
  m.holdEarlyClicks(root, jest.fn());
  el('login').click();
  expect(clicks).toEqual([]);
  m.handOnEarlyClicks();
  expect(clicks).toEqual(['login']);
  // from then on the frame's clicks are React's at once
  el('login').click();
  expect(clicks).toEqual(['login', 'login']);
});

it('holds a click inside an outlet until that outlet is live', async () => {
  const m = fresh();
  const { root, clicks, el } = page();
  m.holdEarlyClicks(root, jest.fn());
  m.handOnEarlyClicks();
  el('tile').click();
  expect(clicks).toEqual([]);
  el('tile').closest('.remote-outlet')!.setAttribute(m.LIVE_ATTRIBUTE, '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual(['tile']);
});

it('follows a held link whose part is not live in time, and keeps only the last click', () => {
  jest.useFakeTimers();
  const m = fresh();
  const follow = jest.fn();
  const { root, clicks, el } = page();
  m.holdEarlyClicks(root, follow);
  el('login').click();
  el('tile').click();
  jest.advanceTimersByTime(m.HOLD_MAX_MS);
  expect(follow).toHaveBeenCalledWith('http://localhost/play/starburst');
  expect(clicks).toEqual([]);
});

it('on a page React renders afresh, follows a held link and drops a held button', () => {
  const m = fresh();
  const follow = jest.fn();
  const { root, clicks, el } = page();
  m.holdEarlyClicks(root, jest.fn());
  el('tile').click();
  m.handOnEarlyClicks({ replay: false }, follow);
  expect(follow).toHaveBeenCalledWith('http://localhost/play/starburst');
  expect(clicks).toEqual([]);
});

it('holds nothing on a page the server did not render', () => {
  const m = fresh();
  const { root, clicks, el } = page(false);
  m.holdEarlyClicks(root, jest.fn());
  el('login').click();
  expect(clicks).toEqual(['login']);
});
