// The age verification routes and page on a clock the test moves: a document checked by its bytes
// and size, stored under a random name, reviewed when its time has come.
import fs from 'node:fs';
import type { VerificationState } from '@parlor/shared/types';
import { api } from '../testing/protection-kit';
import { count, login, markAgeVerified } from '../testing/test-app';
import { createPeopleApp, pdfBase64, signUp, type PeopleApp } from '../testing/people-kit';
import { MAX_DOCUMENT_BYTES } from './document-check';

let t: PeopleApp;
beforeAll(async () => {
  t = await createPeopleApp();
});
afterAll(() => t.close());

const REVIEW_MS = 30_000;
const send = (cookie: string | null, payload: unknown) =>
  api(t, 'POST', '/api/verification/document', cookie, payload);
const stateOf = async (cookie: string) => {
  const res = await api(t, 'GET', '/api/verification', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<VerificationState>();
};
const storedFiles = () => (fs.existsSync(t.documentsDir) ? fs.readdirSync(t.documentsDir) : []);

describe('GET /api/verification', () => {
  it('answers 401 to a guest, and to a guest’s document', async () => {
    const res = await api(t, 'GET', '/api/verification', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_logged_in' });
    expect((await send(null, { type: 'passport', data: pdfBase64() })).statusCode).toBe(401);
  });

  it('answers where a new person stands: unverified, no document', async () => {
    const { cookie } = await signUp(t.app);
    expect(await stateOf(cookie)).toEqual({
      state: 'unverified',
      document: null,
      decided_at: null,
    });
  });
});

describe('POST /api/verification/document', () => {
  it('refuses a file that is no JPEG, PNG or PDF by its first bytes, writing nothing', async () => {
    const { cookie } = await signUp(t.app);
    const files = storedFiles().length;
    const rows = count(t.app, 'identity_documents');
    const gif = Buffer.from('GIF89a not a document').toString('base64');
    for (const payload of [
      { type: 'passport', data: gif },
      { type: 'passport', data: 'not base64 at all!' },
      { type: 'selfie', data: pdfBase64() },
      { type: 'passport' },
    ]) {
      const res = await send(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_document' });
    }
    expect(storedFiles()).toHaveLength(files);
    expect(count(t.app, 'identity_documents')).toBe(rows);
    expect((await stateOf(cookie)).state).toBe('unverified');
  });

  it('refuses a document over 2 MiB, and a body past the route’s limit, as too large', async () => {
    const { cookie } = await signUp(t.app);
    const over = await send(cookie, { type: 'passport', data: pdfBase64(MAX_DOCUMENT_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'document_too_large' });
    const huge = await send(cookie, { type: 'passport', data: pdfBase64(4 * MAX_DOCUMENT_BYTES) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'document_too_large' });
    expect((await stateOf(cookie)).state).toBe('unverified');
  });

  it('keeps a valid document under a random name and reviews it at its time: an adult is verified', async () => {
    const { cookie } = await signUp(t.app, { dob: '1990-05-20' });
    const sentAt = t.clock.now;
    const res = await send(cookie, { type: 'driving_licence', data: pdfBase64(2048) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      state: 'pending',
      document: { type: 'driving_licence', uploaded_at: new Date(sentAt).toISOString() },
      decided_at: null,
    });
    const row = t.app.parlor.db
      .prepare('SELECT * FROM identity_documents ORDER BY id DESC LIMIT 1')
      .get() as { stored_as: string; size: number; content_type: string; review_at: number };
    expect(row).toMatchObject({ size: 2048, content_type: 'application/pdf' });
    expect(row.review_at).toBe(sentAt + REVIEW_MS);
    expect(row.stored_as).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(fs.readFileSync(`${t.documentsDir}/${row.stored_as}`).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    t.advance(REVIEW_MS - 1);
    expect((await stateOf(cookie)).state).toBe('pending');
    t.advance(1);
    expect(await stateOf(cookie)).toMatchObject({
      state: 'verified',
      decided_at: new Date(sentAt + REVIEW_MS).toISOString(),
    });
    // the decision is recorded, not worked out again
    const person = t.app.parlor.db
      .prepare('SELECT age_verification FROM persons ORDER BY id DESC LIMIT 1')
      .get() as { age_verification: string };
    expect(person.age_verification).toBe('verified');
    const again = await send(cookie, { type: 'passport', data: pdfBase64() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
  });

  it('refuses a person whose date of birth makes them a minor at review time', async () => {
    const { cookie, email } = await signUp(t.app, { dob: '1995-01-01' });
    // an account from before dates of birth were checked at sign-up
    const minor = new Date(t.clock.now - 10 * 365 * 24 * 3_600_000).toISOString().slice(0, 10);
    t.app.parlor.db
      .prepare('UPDATE persons SET dob = ? WHERE email = canonical_email(?)')
      .run(minor, email);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await send(cookie, { type: 'id_card', data: png.toString('base64') });
    expect(res.statusCode).toBe(202);
    t.advance(REVIEW_MS);
    expect((await stateOf(cookie)).state).toBe('refused');
  });

  it('answers 409 to a person already verified, and 403 to another site', async () => {
    const cookie = await login(t.app, 'alice');
    markAgeVerified(t.app, 'alice@example.com');
    const res = await send(cookie, { type: 'passport', data: pdfBase64() });
    expect(res.statusCode).toBe(409);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/verification/document',
      headers: {
        host: 'localhost:8080',
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ type: 'passport', data: pdfBase64() }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'foreign_origin' });
  });
});

describe('the verification page', () => {
  const page = (cookie: string | null, lang = 'en') =>
    t.app.inject({
      url: '/pages/verification',
      headers: {
        host: 'localhost:8080',
        cookie: [`lang=${lang}`, cookie].filter(Boolean).join('; '),
      },
    });

  it('asks a guest to log in first, in the visitor’s language', async () => {
    expect((await page(null)).body).toContain('Log in first to verify your age.');
    expect((await page(null, 'de')).body).toContain('Melde dich zuerst an');
    expect((await page(null, 'es')).body).toContain('Inicia sesión primero');
    expect((await page(null, 'fr')).body).toContain('Connectez-vous d’abord');
  });

  it('says where the person stands and offers the form with its same-origin script', async () => {
    const { cookie } = await signUp(t.app);
    const fresh = await page(cookie);
    expect(fresh.body).toContain('<h1>Age verification</h1>');
    expect(fresh.body).toContain('data-state="unverified"');
    expect(fresh.body).toContain('Document type <select name="type">');
    expect(fresh.body).toContain('<option value="passport">Passport</option>');
    expect(fresh.body).toMatch(/<input name="document" type="file"/);
    expect(fresh.body).toContain('<script src="/pages/assets/verification.js" defer></script>');
    expect(fresh.body).not.toMatch(/<script(?![^>]*\ssrc="\/)/);
    await send(cookie, { type: 'passport', data: pdfBase64() });
    const pending = await page(cookie, 'fr');
    expect(pending.body).toContain('Nous examinons votre document.');
    expect(pending.body).toContain('Document envoyé : Passeport');
    t.advance(REVIEW_MS);
    const verified = await page(cookie, 'es');
    expect(verified.body).toContain('Tu edad está verificada.');
    expect(verified.body).not.toContain('verification-form');
    const script = await t.app.inject({ url: '/pages/assets/verification.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('readAsDataURL');
  });
});
