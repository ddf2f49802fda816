// Entry of `npm run remotes` (see remotes-command.ts and docs/deploying.md): the site's database
// opened for the one command, then closed.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@parlor/shared/release';
import { loadSiteSettings, REPO_ROOT } from '../site-settings';
import { openSiteDatabase, type SiteDatabase } from '../state/site-database';
import { UNAVAILABLE_MESSAGE } from '../operations/operation-results';
import { operatorName } from './remotes-manifest';
import { operationContext } from '../operations/operation-context';
import { runRemotesCommand } from './remotes-command';

async function main(): Promise<number> {
  const settings = loadSiteSettings();
  let database: SiteDatabase;
  try {
    database = await openSiteDatabase(settings);
  } catch (error) {
    process.stderr.write(`${UNAVAILABLE_MESSAGE}\n  - ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const ops = operationContext(settings, database, {
      operator: operatorName(process.env),
      root: REPO_ROOT,
      // the remotes whose package is here (a site image may carry only some)
      remotes: REMOTES.filter((r) => fs.existsSync(path.join(REPO_ROOT, r.dir, 'package.json'))),
    });
    return await runRemotesCommand(process.argv.slice(2), {
      ops,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`remotes: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
