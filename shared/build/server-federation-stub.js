// The federation runtime in a server build (server-build.js): the server loads no remote through
// it, so each call says so instead of reaching for a browser's script tags.
function notOnTheServer() {
  throw new Error('the federation runtime is not used in a server build');
}
module.exports = {
  init: notOnTheServer,
  getInstance: () => null,
  loadRemote: () => Promise.reject(new Error('loadRemote is not used in a server build')),
  registerRemotes: () => undefined,
  loadShare: notOnTheServer,
};
