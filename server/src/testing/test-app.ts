// Test helpers: a site on a temporary SQLite file, logins, envelope decoding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildOptions } from '../build-server';
import { decodeEnvelope } from '../crypto/encode-envelope';
import type { Settings } from '../settings';

export const PASSPHRASE = 'parlor-demo-passphrase';

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'parlor-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function createTestApp(
  settings: Partial<Settings> = {},
  options: Omit<BuildOptions, 'settings'> = {},
): Promise<TestApp> {
  const dir = tempDir();
  const app = await buildServer({
    env: options.env ?? {},
    ...options,
    settings: {
      dbPath: path.join(dir, 'parlor.db'),
      shellDist: path.join(dir, 'no-shell-dist'),
      remotesFile: path.join(dir, 'remotes.override.json'),
      loginRateMax: 1000,
      scryptLogN: 10,
      ...settings,
    },
  });
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of a Set-Cookie header for the session. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = list.find((c) => c.startsWith('parlor_session='));
  if (!cookie) throw new Error(`no session cookie (status ${res.statusCode})`);
  return cookie.split(';')[0]!;
}

export async function login(
  app: FastifyInstance,
  username: string,
  host = 'localhost:8080',
  password = 'demo1234',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { username, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function decrypt<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
  return decodeEnvelope<T>(res.body, PASSPHRASE);
}

export function count(app: FastifyInstance, table: string): number {
  if (!/^[a-z_]+$/.test(table)) throw new Error('bad table');
  return (app.parlor.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/**
 * Marks the age of the person behind an e-mail verified, as the operator's identity check would
 * (the flow itself is tested in verification/): for tests of what a verified player does.
 */
export function markAgeVerified(app: FastifyInstance, email: string): void {
  app.parlor.db
    .prepare("UPDATE persons SET age_verification = 'verified' WHERE email = canonical_email(?)")
    .run(email);
}
