// Test helpers for the person's own money and identity (age verification, withdrawals): a test
// app on a clock the test moves, keeping identity documents in its own temporary folder, and a
// fresh person signed up through the real route.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ClockedApp } from './protection-kit';
import { createTestApp, sessionCookie, tempDir } from './test-app';
import type { Settings } from '../settings';

export interface PeopleApp extends ClockedApp {
  documentsDir: string;
}

export async function createPeopleApp(settings: Partial<Settings> = {}): Promise<PeopleApp> {
  const clock = { now: Date.now() };
  const documentsDir = path.join(tempDir('parlor-documents-'), 'documents');
  const t = await createTestApp({ documentsDir, ...settings }, { now: () => clock.now });
  return {
    ...t,
    clock,
    documentsDir,
    advance: (ms) => {
      clock.now += ms;
    },
    close: async () => {
      await t.close();
      fs.rmSync(path.dirname(documentsDir), { recursive: true, force: true });
    },
  };
}

let serial = 0;

/** A new person with an account in the casino of `host`; answers the session cookie. */
export async function signUp(
  app: FastifyInstance,
  options: { dob?: string; host?: string; prefix?: string } = {},
): Promise<{ cookie: string; username: string; email: string }> {
  const username = `${options.prefix ?? 'pk'}_${process.pid}_${serial++}`.slice(0, 32);
  const email = `${username}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { host: options.host ?? 'localhost:8080' },
    payload: {
      username,
      password: 'demo1234',
      fname: 'Pat',
      lname: 'Person',
      email,
      dob: options.dob ?? '1990-05-20',
      terms: 'on',
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), username, email };
}

/** A PDF's bytes, base64 (`size` bytes decoded). */
export function pdfBase64(size = 64): string {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes.toString('base64');
}
