// A remote's standalone page has no host to lend it the federation runtime core: this small
// script provides it (the global the remotes' builds expect) before the remote's own main.js.
import { provideRuntimeCore } from './federation-runtime-core';

provideRuntimeCore();
