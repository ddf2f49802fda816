// The controller answers the server's render of the first screen read, carried by the page
// (docs/server-rendering.md): the browser's first identical request is answered from the page's
// copy, so hydration renders from the very answers the server rendered from. Each is used once;
// anything after that asks the controller as usual. Only answers a guest may read are carried
// (the site reads them as one), never the player's.
import { globalFetch } from './controller-error';

/** One request as a key: its method, address and body (the client sends forms as text). */
export function answerKey(url: string, init?: RequestInit): string {
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? init.body : '';
  return `${method} ${url} ${body}`;
}

/**
 * A fetch that answers each request of `answers` (by `answerKey`) once from the page's copy, as a
 * 200 with that text, and passes every other request on to `next`.
 */
export function withPageAnswers(
  answers: Readonly<Record<string, string>>,
  next: typeof fetch = globalFetch,
): typeof fetch {
  const left = new Map(Object.entries(answers));
  return (input, init) => {
    if (left.size > 0 && typeof input === 'string') {
      const key = answerKey(input, init);
      const text = left.get(key);
      if (text !== undefined) {
        left.delete(key);
        return Promise.resolve(
          new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
        );
      }
    }
    return next(input, init);
  };
}
