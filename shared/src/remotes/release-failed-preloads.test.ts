import { releaseFailedPreloads } from './release-failed-preloads';

const hint = (as: string, href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
};

afterEach(() => {
  document.head.innerHTML = '';
});

it('uses up a failed remote’s hints, each with a request of its kind, and leaves others alone', () => {
  const fetchSpy = jest.fn(() => Promise.reject(new Error('down')));
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  hint('script', 'http://lobby.test/app/1.js');
  hint('style', 'http://lobby.test/app/list.css');
  hint('fetch', 'http://lobby.test/app/mf-manifest.json');
  hint('script', 'http://game.test/2.js');
  hint('image', 'http://assets.test/a.webp');

  releaseFailedPreloads('http://lobby.test/app/');

  const left = [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (l) => (l as HTMLLinkElement).href,
  );
  expect(left).toEqual(['http://game.test/2.js', 'http://assets.test/a.webp']);
  expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
    'http://lobby.test/app/1.js',
  );
  expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
    'http://lobby.test/app/list.css',
  );
  expect(fetchSpy).toHaveBeenCalledWith('http://lobby.test/app/mf-manifest.json', {
    mode: 'cors',
    credentials: 'same-origin',
  });
  // a request's end removes its element: nothing stays behind
  document.head.querySelector('script')!.dispatchEvent(new Event('error'));
  expect(document.head.querySelector('script')).toBeNull();
});
