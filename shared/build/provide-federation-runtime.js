// A remote's standalone page has no host to lend it the federation runtime (core and bundler
// runtime): this small script provides it (the globals the remotes' builds expect) before the
// remote's own main.js.
import { provideFederationRuntime } from './federation-runtime-core';

provideFederationRuntime();
