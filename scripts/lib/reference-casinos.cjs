// The reference controller's casinos by their own addresses on a port, as PARLOR_CASINO_URLS
// takes them (where each casino's preview links open): `npm start` and `npm run stack` name them.
const HOSTS = { fusion: 'localhost', classic: 'classic.localhost', fun: 'fun.localhost' };

/** `fusion=http://localhost:<port>,classic=http://classic.localhost:<port>,...` */
function referenceCasinoUrls(port) {
  return Object.entries(HOSTS)
    .map(([casino, host]) => `${casino}=http://${host}:${port}`)
    .join(',');
}

module.exports = { referenceCasinoUrls };
