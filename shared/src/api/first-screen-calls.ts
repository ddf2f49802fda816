// The controller calls a server render of the first screen may make (docs/server-rendering.md):
// what a guest's first screen reads, and nothing else. The site sends them as a guest's (no
// cookie of the visitor's), keeps their answers a while, and the page carries them; the shell's
// renderer and the site both check a call against this one rule.

/** The keywords of those calls. */
export const FIRST_SCREEN_CALLS = [
  'gettournaments',
  'getpromos',
  'gameofthemonth',
  'winners',
  'stickybanner',
] as const;

/** A call's body, where it has one: a short form of plain fields. */
const FORM = /^[\w%.+*-]+=[\w%.+*-]*(&[\w%.+*-]+=[\w%.+*-]*)*$/;
const MAX_BODY = 1024;

/**
 * The keyword of a call a server render may make (`url`: the controller's path and the keyword as
 * its whole query, as the controller client sends it), or null for any other request.
 */
export function firstScreenCall(
  call: { method: string; url: string; body: string },
  controllerPath: string,
): string | null {
  if (!controllerPath.startsWith('/') || controllerPath.startsWith('//')) return null;
  const prefix = `${controllerPath}${controllerPath.includes('?') ? '&' : '?'}`;
  if (!call.url.startsWith(prefix)) return null;
  const keyword = call.url.slice(prefix.length);
  if (!(FIRST_SCREEN_CALLS as readonly string[]).includes(keyword)) return null;
  if (call.method === 'GET') return call.body === '' ? keyword : null;
  if (call.method !== 'POST') return null;
  return call.body.length <= MAX_BODY && (call.body === '' || FORM.test(call.body))
    ? keyword
    : null;
}
