// jsdom lacks a few globals Node has (Dexie over fake-indexeddb needs structuredClone, the codec
// needs WebCrypto and TextEncoder): copy Node's onto the jsdom global.
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');
const { TextEncoder, TextDecoder } = require('node:util');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.structuredClone = structuredClone;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    if (!g.crypto || !g.crypto.subtle) {
      Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
    }
    g.fetch = g.fetch || fetch;
    g.Request = g.Request || Request;
    g.Response = g.Response || Response;
    g.Headers = g.Headers || Headers;
  }
}
module.exports = JsdomWithNodeGlobals;
