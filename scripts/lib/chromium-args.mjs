// How Parlor starts Debian's Chromium, for the browser tests and the benchmarks alike. Without
// the background-networking flags it floods a closed network with connection attempts.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
