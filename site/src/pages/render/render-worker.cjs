// The site's render worker (docs/server-rendering.md): the shell's server renderer, in a thread
// of its own. The renderer runs the remotes' release code, so it runs here, with no environment
// of the site's (no settings, no secrets), its memory bounded, and the site free to end it when a
// render hangs. It reads the remotes' server containers itself, at the addresses the site gives
// with each render; the catalogue and the controller's answers it asks the site for.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

/** A server container larger than this is refused (a remote's is a few hundred KiB). */
const MAX_CODE_BYTES = 16 * 1024 * 1024;
/** A container's address that does not answer in this time fails: the outlet is the browser's. */
const CODE_TIMEOUT_MS = 3000;

let asks = 0;
const waiting = new Map();

/** Asks the site for something a render needs (`what`: 'catalogue' or 'controller'). */
function ask(what, args) {
  const id = ++asks;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'ask', id, what, args });
  });
}

async function fetchCode(url, etag) {
  const response = await fetch(url, {
    headers: etag ? { 'if-none-match': etag } : {},
    signal: AbortSignal.timeout(CODE_TIMEOUT_MS),
    redirect: 'error',
  });
  if (response.status === 304) return { status: 304 };
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_CODE_BYTES) {
    throw new Error(`${url}: larger than ${MAX_CODE_BYTES} bytes`);
  }
  const code = await response.text();
  if (code.length > MAX_CODE_BYTES) throw new Error(`${url}: larger than ${MAX_CODE_BYTES} bytes`);
  return { status: 200, code, etag: response.headers.get('etag') ?? undefined };
}

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

let renderer;
try {
  renderer = require(workerData.renderer).createPageRenderer({
    fetchCode,
    catalogue: (id) => ask('catalogue', id),
    controller: (call, ticket) => ask('controller', { call, ticket }),
  });
  parentPort.postMessage({ type: 'ready', format: renderer.format });
} catch (error) {
  parentPort.postMessage({ type: 'broken', error: messageOf(error) });
}

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new Error(message.error));
  } else if (message.type === 'render' && renderer) {
    renderer.render(message.request).then(
      (result) => parentPort.postMessage({ type: 'rendered', id: message.id, result }),
      (error) =>
        parentPort.postMessage({ type: 'failed', id: message.id, error: messageOf(error) }),
    );
  }
});
