// Decoder of the controller's encrypted envelope (docs/controller.md).
//
// wire = base64(utf8(JSON { ciphertext: base64, iv: hex(16 bytes), salt: hex, iterations }))
// key  = PBKDF2-HMAC-SHA512(utf8(passphrase), salt, iterations, 32 bytes); AES-256-CBC, PKCS7.
import type CryptoJSNamespace from 'crypto-js/core.js';

export type PayloadDecoder = 'webcrypto' | 'cryptojs';

export interface DecodePayloadOptions {
  /** Force one implementation; by default WebCrypto, crypto-js only where crypto.subtle is missing. */
  decoder?: PayloadDecoder;
}

/** The wire form's fields, as the decoder reads them (iterations already normalised). */
export interface PayloadEnvelope {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

export const DEFAULT_ITERATIONS = 999;
/**
 * The most PBKDF2 iterations an envelope may ask for: the casino uses 999; a hostile or broken
 * answer asking for billions would keep the page busy for minutes, so it is refused instead.
 */
export const MAX_ITERATIONS = 10_000;
const KEY_CACHE_LIMIT = 8;

type CryptoJS = typeof CryptoJSNamespace;
type WordArray = CryptoJSNamespace.lib.WordArray;

// The server may reuse a salt for 10 minutes: caching the derived key skips PBKDF2 (the cost).
const webCryptoKeys = new Map<string, Promise<CryptoKey>>();
const cryptoJsKeys = new Map<string, WordArray>();
let cryptoJsLoader: Promise<CryptoJS> | null = null;

/** Decodes an encrypted controller answer; null (and a console.error) on any failure. */
export async function decodePayload<T>(
  input: unknown,
  passphrase: string,
  options: DecodePayloadOptions = {},
): Promise<T | null> {
  if (typeof input === 'object' && input !== null) return input as T;
  if (typeof input !== 'string') {
    console.error(
      `decodePayload: unexpected input of type ${input === null ? 'null' : typeof input}`,
    );
    return null;
  }
  try {
    return await decodeEnvelope<T>(input, passphrase, options);
  } catch (error) {
    console.error('decodePayload: could not decode the payload', errorMessage(error));
    return null;
  }
}

/** Decodes the wire text of an envelope to its JSON value; throws with what is wrong. */
export async function decodeEnvelope<T>(
  wire: string,
  passphrase: string,
  options: DecodePayloadOptions = {},
): Promise<T> {
  const envelope = readEnvelope(wire);
  const decoder = options.decoder ?? (hasWebCrypto() ? 'webcrypto' : 'cryptojs');
  const text =
    decoder === 'webcrypto'
      ? await decryptWithWebCrypto(envelope, passphrase)
      : await decryptWithCryptoJs(envelope, passphrase);
  return JSON.parse(text) as T;
}

/** Forgets the derived keys (tests; a passphrase change). */
export function clearPayloadKeyCache(): void {
  webCryptoKeys.clear();
  cryptoJsKeys.clear();
}

function hasWebCrypto(): boolean {
  const subtle = globalThis.crypto?.subtle;
  return !!subtle && typeof subtle.deriveKey === 'function' && typeof subtle.decrypt === 'function';
}

/** The envelope of a wire text, checked (no decryption); throws with what is wrong. */
export function readEnvelope(wire: string): PayloadEnvelope {
  const json: unknown = JSON.parse(utf8Decode(base64ToBytes(wire.trim())));
  if (typeof json !== 'object' || json === null) throw new Error('envelope is not an object');
  const { ciphertext, iv, salt, iterations } = json as Record<string, unknown>;
  if (typeof ciphertext !== 'string' || ciphertext === '') throw new Error('missing ciphertext');
  if (typeof iv !== 'string' || !/^[0-9a-fA-F]{32}$/.test(iv)) throw new Error('bad iv');
  if (typeof salt !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(salt)) throw new Error('bad salt');
  const count = normaliseIterations(iterations);
  if (count > MAX_ITERATIONS) throw new Error(`iterations ${count} above ${MAX_ITERATIONS}`);
  return { ciphertext, iv, salt, iterations: count };
}

/** Missing, not a number, or <= 0 means 999 (the envelope's rule, docs/controller.md). */
export function normaliseIterations(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_ITERATIONS;
  const whole = Math.floor(value);
  return whole > 0 ? whole : DEFAULT_ITERATIONS;
}

async function decryptWithWebCrypto(
  envelope: PayloadEnvelope,
  passphrase: string,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available');
  const key = await webCryptoKey(subtle, passphrase, envelope.salt, envelope.iterations);
  const plain = await subtle.decrypt(
    { name: 'AES-CBC', iv: hexToBytes(envelope.iv) },
    key,
    base64ToBytes(envelope.ciphertext),
  );
  return utf8Decode(new Uint8Array(plain));
}

function webCryptoKey(
  subtle: SubtleCrypto,
  passphrase: string,
  saltHex: string,
  iterations: number,
): Promise<CryptoKey> {
  const cacheKey = keyCacheId(passphrase, saltHex, iterations);
  const cached = webCryptoKeys.get(cacheKey);
  if (cached) return cached;
  const derived = (async () => {
    const base = await subtle.importKey(
      'raw',
      new TextEncoder().encode(passphrase),
      'PBKDF2',
      false,
      ['deriveKey'],
    );
    return subtle.deriveKey(
      { name: 'PBKDF2', salt: hexToBytes(saltHex), iterations, hash: 'SHA-512' },
      base,
      { name: 'AES-CBC', length: 256 },
      false,
      ['decrypt'],
    );
  })();
  // A failed derivation must not poison the cache.
  derived.catch(() => webCryptoKeys.delete(cacheKey));
  remember(webCryptoKeys, cacheKey, derived);
  return derived;
}

async function decryptWithCryptoJs(envelope: PayloadEnvelope, passphrase: string): Promise<string> {
  const C = await loadCryptoJs();
  const cacheKey = keyCacheId(passphrase, envelope.salt, envelope.iterations);
  let key = cryptoJsKeys.get(cacheKey);
  if (!key) {
    // crypto-js 4.2 defaults to SHA-256 and 250000 rounds: always pass hasher and iterations.
    key = C.PBKDF2(passphrase, C.enc.Hex.parse(envelope.salt), {
      keySize: 8,
      hasher: C.algo.SHA512,
      iterations: envelope.iterations,
    });
    remember(cryptoJsKeys, cacheKey, key);
  }
  const params = C.lib.CipherParams.create({ ciphertext: C.enc.Base64.parse(envelope.ciphertext) });
  const plain = C.AES.decrypt(params, key, {
    iv: C.enc.Hex.parse(envelope.iv),
    mode: C.mode.CBC,
    padding: C.pad.Pkcs7,
  });
  // A wrong key leaves garbage (or a negative length after unpadding): refuse it here.
  if (plain.sigBytes <= 0) throw new Error('empty plaintext');
  return plain.toString(C.enc.Utf8);
}

/** Loads only the crypto-js modules the decoder needs, once, on first use. */
function loadCryptoJs(): Promise<CryptoJS> {
  if (!cryptoJsLoader) {
    cryptoJsLoader = Promise.all([
      import(/* webpackChunkName: "crypto-js" */ 'crypto-js/core.js'),
      import(/* webpackChunkName: "crypto-js" */ 'crypto-js/sha512.js'),
      import(/* webpackChunkName: "crypto-js" */ 'crypto-js/pbkdf2.js'),
      import(/* webpackChunkName: "crypto-js" */ 'crypto-js/aes.js'),
      import(/* webpackChunkName: "crypto-js" */ 'crypto-js/enc-base64.js'),
    ]).then(([core]) => {
      // Every module extends the same core object; CommonJS interop may or may not wrap it.
      const C = ((core as { default?: CryptoJS }).default ?? core) as CryptoJS;
      if (!C.PBKDF2 || !C.AES || !C.algo.SHA512 || !C.enc.Base64) {
        throw new Error('crypto-js modules did not load');
      }
      return C;
    });
    cryptoJsLoader.catch(() => {
      cryptoJsLoader = null;
    });
  }
  return cryptoJsLoader;
}

function keyCacheId(passphrase: string, saltHex: string, iterations: number): string {
  return `${iterations}:${saltHex.toLowerCase()}:${passphrase}`;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  cache.set(key, value);
  while (cache.size > KEY_CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
}

type FromBase64 = (text: string) => Uint8Array<ArrayBuffer>;

/**
 * The browser's own decoder where there is one: the catalogue arrives as a few hundred KB of
 * base64 on the first screen's path, and the loop below runs cold there and leaves a binary
 * string of the same size for the garbage collector.
 */
function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as unknown as { fromBase64?: FromBase64 }).fromBase64;
  if (typeof native === 'function') return native.call(Uint8Array, text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function utf8Decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
