import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startParlor, stopAll } from '../../scripts/lib/parlor-processes.mjs';

/** A fresh database per run, the production builds, each remote its own server. */
export default async function globalSetup() {
  await stopAll();
  const db = fileURLToPath(new URL('../../.parlor-run/e2e.db', import.meta.url));
  // the site's own state (what each casino loads, the operators), fresh too
  const siteDb = fileURLToPath(new URL('../../.parlor-run/e2e-site.db', import.meta.url));
  for (const file of [db, siteDb])
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  process.env.PARLOR_DB = db;
  process.env.PARLOR_SITE_DB = siteDb;
  // a low password-hashing cost keeps the many logins of the suite fast
  await startParlor({
    PARLOR_DB: db,
    PARLOR_SITE_DB: siteDb,
    PARLOR_LOGIN_RATE_MAX: '200',
    PARLOR_SCRYPT_LOG_N: '12',
    // the reference controller's age check decides as soon as a document is read back (the
    // verification page's own test reads the pending state before that)
    PARLOR_KYC_REVIEW_MS: '0',
    PARLOR_DOCUMENTS_DIR: fileURLToPath(
      new URL('../../.parlor-run/e2e-documents', import.meta.url),
    ),
  });
}
