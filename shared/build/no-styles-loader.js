// A server build renders markup only: an app's stylesheets come with the browser build's files.
module.exports = function noStyles() {
  return 'export {};';
};
