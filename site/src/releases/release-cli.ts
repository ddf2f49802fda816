// Entry of `npm run release` (see release-command.ts and docs/deploying.md).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@parlor/shared/release';
import { loadSiteSettings, REPO_ROOT } from '../site-settings';
import { openSiteDatabase } from '../state/site-database';
import { runReleaseCommand, webpackBuild } from './release-command';
import { releasesInUse } from './remotes-manifest';

const settings = loadSiteSettings();

/** Asks the site's state which releases of a remote are in use (a short-lived connection). */
async function inUse(remote: string): Promise<Set<string>> {
  const database = await openSiteDatabase(settings);
  try {
    const snapshot = await database.store.snapshot();
    const audit = await database.store.audit({ remote });
    return releasesInUse(snapshot, audit, remote);
  } finally {
    await database.close();
  }
}

runReleaseCommand(process.argv.slice(2), {
  root: REPO_ROOT,
  remotes: REMOTES.filter((r) => fs.existsSync(path.join(REPO_ROOT, r.dir, 'package.json'))),
  releasesInUse: inUse,
  env: process.env,
  build: webpackBuild(REPO_ROOT),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`release: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
