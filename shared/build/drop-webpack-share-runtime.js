// webpack (5.111) adds its own sharing runtime module (`__webpack_require__.I` and the share
// scope) wherever share scopes are used, and @module-federation/enhanced adds its own after it,
// which replaces both. The first one is dead code in every app's entry (about 1 KB minified): this
// override leaves it empty. Federation's module is untouched, so sharing works as before.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const dropWebpackShareRuntime = [[WebpackShareRuntimeModule, () => null]];

module.exports = { dropWebpackShareRuntime };
