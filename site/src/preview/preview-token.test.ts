import { signPreview, verifyPreview, type Preview } from './preview-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const preview: Preview = {
  casino: 'fusion',
  remote: 'mf_lobby',
  release: '0.1.0-0123456789',
  expiresAt: Date.parse('2026-01-01T12:00:00Z'),
};
const before = Date.parse('2026-01-01T11:00:00Z');

describe('preview tokens', () => {
  it('names what was signed until it expires', () => {
    const token = signPreview(preview, SECRET);
    expect(verifyPreview(token, SECRET, before)).toEqual({ ok: true, preview });
    expect(verifyPreview(token, SECRET, preview.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a changed payload, a changed signature or another secret', () => {
    const token = signPreview(preview, SECRET);
    const [payload, mac] = token.split('.') as [string, string];
    const longer = Buffer.from(
      JSON.stringify({ c: 'fusion', r: 'mf_lobby', v: '0.1.0-0123456789', e: 2_000_000_000 }),
    ).toString('base64url');
    expect(verifyPreview(`${longer}.${mac}`, SECRET, before)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyPreview(`${payload}.${flipped}`, SECRET, before)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreview(token, `${SECRET}x`, before)).toEqual({ ok: false, reason: 'signature' });
    // the last character's spare bits: another spelling of the same bytes is refused too
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(verifyPreview(`${payload}.${twin}`, SECRET, before)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses what is not a token', () => {
    for (const bad of ['', 'abc', 'a.b.c', 'é.é', 'x'.repeat(600), 42, null])
      expect(verifyPreview(bad, SECRET, before)).toMatchObject({ ok: false, reason: 'malformed' });
    // signed, but naming something that is no release
    const odd = signPreview({ ...preview, release: 'latest' }, SECRET);
    expect(verifyPreview(odd, SECRET, before)).toEqual({ ok: false, reason: 'malformed' });
  });
});
