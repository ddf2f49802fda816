import CryptoJS from 'crypto-js/core';
import 'crypto-js/aes';
import 'crypto-js/pbkdf2';
import 'crypto-js/sha512';
import 'crypto-js/enc-base64';
import { base64Json, encodeEnvelope } from '../test-utils/encode-envelope';
import {
  clearPayloadKeyCache,
  decodePayload,
  DEFAULT_ITERATIONS,
  normaliseIterations,
  type PayloadDecoder,
} from './decode-payload';

const PASS = 'parlor-demo-passphrase';
const decoders: PayloadDecoder[] = ['webcrypto', 'cryptojs'];

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  clearPayloadKeyCache();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  jest.restoreAllMocks();
});

describe.each(decoders)('decodePayload with %s', (decoder) => {
  it('round-trips a payload', async () => {
    const value = { config: { casino_id: 4, currency: 'USD' }, player: null, list: [1, 2, 3] };
    await expect(decodePayload(encodeEnvelope(value, PASS), PASS, { decoder })).resolves.toEqual(
      value,
    );
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('keeps unicode intact', async () => {
    const value = { text: 'Jüngste Spiele — ¡Olé! 🎰 日本語', euro: '€' };
    await expect(decodePayload(encodeEnvelope(value, PASS), PASS, { decoder })).resolves.toEqual(
      value,
    );
  });

  it('returns null for a wrong passphrase', async () => {
    const wire = encodeEnvelope({ a: 1 }, PASS);
    await expect(decodePayload(wire, 'not-the-passphrase', { decoder })).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalled();
  });

  it('treats a missing iterations field as 999', async () => {
    const wire = encodeEnvelope({ ok: true }, PASS, { iterations: undefined });
    await expect(decodePayload(wire, PASS, { decoder })).resolves.toEqual({ ok: true });
  });
});

describe('decodePayload', () => {
  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -5],
    ['null (NaN once serialised)', null],
    ['a string', '999'],
    ['a non-numeric string', 'abc'],
    ['an object', { n: 999 }],
  ])('uses 999 rounds when iterations is %s', async (_label, iterations) => {
    const wire = encodeEnvelope({ label: _label }, PASS, { iterations, deriveIterations: 999 });
    await expect(decodePayload(wire, PASS)).resolves.toEqual({ label: _label });
  });

  it('honours a positive iterations value', async () => {
    const wire = encodeEnvelope({ n: 1 }, PASS, { iterations: 1500, deriveIterations: 1500 });
    await expect(decodePayload(wire, PASS)).resolves.toEqual({ n: 1 });
  });

  it('refuses an envelope asking for 2^31 iterations at once, without deriving a key', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wire = encodeEnvelope({ n: 1 }, PASS, { iterations: 2 ** 31, deriveIterations: 999 });
    for (const decoder of ['webcrypto', 'cryptojs'] as const) {
      await expect(decodePayload(wire, PASS, { decoder })).resolves.toBeNull();
    }
    expect(errors).toHaveBeenCalledWith(
      'decodePayload: could not decode the payload',
      expect.stringContaining('above'),
    );
    errors.mockRestore();
  });

  it('normalises iterations per the spec', () => {
    expect(normaliseIterations(undefined)).toBe(DEFAULT_ITERATIONS);
    expect(normaliseIterations(Number.NaN)).toBe(999);
    expect(normaliseIterations(Number.POSITIVE_INFINITY)).toBe(999);
    expect(normaliseIterations(0)).toBe(999);
    expect(normaliseIterations(-1)).toBe(999);
    expect(normaliseIterations('12')).toBe(999);
    expect(normaliseIterations(0.5)).toBe(999);
    expect(normaliseIterations(1000)).toBe(1000);
  });

  it('returns null for truncated base64', async () => {
    const wire = encodeEnvelope({ a: 'b'.repeat(200) }, PASS);
    await expect(decodePayload(wire.slice(0, wire.length - 7), PASS)).resolves.toBeNull();
    await expect(decodePayload(wire.slice(0, 40), PASS)).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalled();
  });

  it('returns null for a truncated ciphertext', async () => {
    const wire = encodeEnvelope({ a: 'b'.repeat(200) }, PASS);
    const envelope = JSON.parse(Buffer.from(wire, 'base64').toString('utf8'));
    const cut = base64Json({ ...envelope, ciphertext: envelope.ciphertext.slice(0, 24) });
    for (const decoder of decoders) {
      await expect(decodePayload(cut, PASS, { decoder })).resolves.toBeNull();
    }
  });

  it('returns null for text that is not base64', async () => {
    await expect(decodePayload('%%% not base64 %%%', PASS)).resolves.toBeNull();
    await expect(decodePayload('', PASS)).resolves.toBeNull();
  });

  it('returns null for garbage JSON inside the base64', async () => {
    const garbage = Buffer.from('{"ciphertext": oops', 'utf8').toString('base64');
    await expect(decodePayload(garbage, PASS)).resolves.toBeNull();
    await expect(decodePayload(base64Json([1, 2]), PASS)).resolves.toBeNull();
    await expect(decodePayload(base64Json({ iv: '00', salt: 'ab' }), PASS)).resolves.toBeNull();
  });

  it('returns null when the plaintext is not JSON', async () => {
    const wire = encodeEnvelope(null, PASS, { rawText: 'hello, not json' });
    for (const decoder of decoders) {
      await expect(decodePayload(wire, PASS, { decoder })).resolves.toBeNull();
    }
  });

  it.each([[42], [true], [null], [undefined], [() => 1]])(
    'returns null for the non-string, non-object input %p',
    async (input) => {
      await expect(decodePayload(input, PASS)).resolves.toBeNull();
      expect(errorSpy).toHaveBeenCalledTimes(1);
    },
  );

  it('passes an already-parsed object through unchanged', async () => {
    const value = { balance: 10 };
    await expect(decodePayload(value, PASS)).resolves.toBe(value);
    const list = [{ shortname: 'a', provider: 'b' }];
    await expect(decodePayload(list, PASS)).resolves.toBe(list);
  });

  it('decodes a ~55 KB payload', async () => {
    const games = Array.from({ length: 300 }, (_, i) => ({
      id: i,
      shortname: `game-${i}`,
      display_name: `Game number ${i} with a long enough display name`,
      provider: `provider-${i % 17}`,
      themes: ['fruits', 'egypt', 'space'],
    }));
    const wire = encodeEnvelope({ games }, PASS);
    expect(wire.length).toBeGreaterThan(50_000);
    for (const decoder of decoders) {
      const decoded = await decodePayload<{ games: unknown[] }>(wire, PASS, { decoder });
      expect(decoded?.games).toHaveLength(300);
    }
  });

  it("uses the browser's own base64 decoder where there is one", async () => {
    // Uint8Array.fromBase64 (Chromium 140+): a strict stand-in, refusing what is not base64
    const fromBase64 = jest.fn((text: string) => {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new SyntaxError('not base64');
      return new Uint8Array(Buffer.from(text, 'base64'));
    });
    Object.defineProperty(Uint8Array, 'fromBase64', { value: fromBase64, configurable: true });
    try {
      const wire = encodeEnvelope({ games: [{ shortname: 'ünïcode' }] }, PASS);
      await expect(decodePayload(wire, PASS, { decoder: 'webcrypto' })).resolves.toEqual({
        games: [{ shortname: 'ünïcode' }],
      });
      // the envelope, then its ciphertext
      expect(fromBase64).toHaveBeenCalledTimes(2);
      await expect(decodePayload('%%% not base64 %%%', PASS)).resolves.toBeNull();
    } finally {
      delete (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64;
    }
  });

  it('decodes what crypto-js itself encrypted', async () => {
    const salt = CryptoJS.lib.WordArray.random(256);
    const iv = CryptoJS.lib.WordArray.random(16);
    const key = CryptoJS.PBKDF2(PASS, salt, {
      keySize: 8,
      hasher: CryptoJS.algo.SHA512,
      iterations: 999,
    });
    const encrypted = CryptoJS.AES.encrypt(JSON.stringify({ from: 'crypto-js' }), key, { iv });
    const wire = base64Json({
      ciphertext: encrypted.ciphertext.toString(CryptoJS.enc.Base64),
      iv: iv.toString(CryptoJS.enc.Hex),
      salt: salt.toString(CryptoJS.enc.Hex),
      iterations: 999,
    });
    for (const decoder of decoders) {
      await expect(decodePayload(wire, PASS, { decoder })).resolves.toEqual({ from: 'crypto-js' });
    }
  });

  it('uses WebCrypto when crypto.subtle is present', async () => {
    const subtleDecrypt = jest.spyOn(globalThis.crypto.subtle, 'decrypt');
    const cryptoJsDecrypt = jest.spyOn(CryptoJS.AES, 'decrypt');
    await expect(decodePayload(encodeEnvelope({ a: 1 }, PASS), PASS)).resolves.toEqual({ a: 1 });
    expect(subtleDecrypt).toHaveBeenCalledTimes(1);
    expect(cryptoJsDecrypt).not.toHaveBeenCalled();
  });

  it('falls back to crypto-js when crypto.subtle is missing', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    const cryptoJsDecrypt = jest.spyOn(CryptoJS.AES, 'decrypt');
    try {
      await expect(decodePayload(encodeEnvelope({ a: 2 }, PASS), PASS)).resolves.toEqual({ a: 2 });
      expect(cryptoJsDecrypt).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });

  it('returns null when WebCrypto is forced but missing', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      const wire = encodeEnvelope({ a: 3 }, PASS);
      await expect(decodePayload(wire, PASS, { decoder: 'webcrypto' })).resolves.toBeNull();
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });

  it('derives the key once per (passphrase, salt, iterations) with WebCrypto', async () => {
    const deriveKey = jest.spyOn(globalThis.crypto.subtle, 'deriveKey');
    const salt = 'ab'.repeat(256);
    await decodePayload(encodeEnvelope({ n: 1 }, PASS, { salt }), PASS);
    await decodePayload(encodeEnvelope({ n: 2 }, PASS, { salt }), PASS);
    expect(deriveKey).toHaveBeenCalledTimes(1);
    await decodePayload(encodeEnvelope({ n: 3 }, PASS, { salt: 'cd'.repeat(256) }), PASS);
    expect(deriveKey).toHaveBeenCalledTimes(2);
  });

  it('derives the key once per (passphrase, salt, iterations) with crypto-js', async () => {
    const pbkdf2 = jest.spyOn(CryptoJS, 'PBKDF2');
    const salt = 'ef'.repeat(256);
    const a = await decodePayload(encodeEnvelope({ n: 1 }, PASS, { salt }), PASS, {
      decoder: 'cryptojs',
    });
    const b = await decodePayload(encodeEnvelope({ n: 2 }, PASS, { salt }), PASS, {
      decoder: 'cryptojs',
    });
    expect([a, b]).toEqual([{ n: 1 }, { n: 2 }]);
    expect(pbkdf2).toHaveBeenCalledTimes(1);
    expect(pbkdf2.mock.calls[0]?.[2]).toMatchObject({ keySize: 8, iterations: 999 });
    expect(pbkdf2.mock.calls[0]?.[2]?.hasher).toBe(CryptoJS.algo.SHA512);
  });

  it('does not cache a key across passphrases', async () => {
    const salt = '12'.repeat(256);
    await expect(decodePayload(encodeEnvelope({ ok: 1 }, PASS, { salt }), PASS)).resolves.toEqual({
      ok: 1,
    });
    await expect(
      decodePayload(encodeEnvelope({ ok: 2 }, PASS, { salt }), 'other'),
    ).resolves.toBeNull();
  });
});
