// Entry of `npm run release` (see release-command.ts and docs/deploying.md).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@parlor/shared/release';
import { loadSiteSettings, REPO_ROOT } from '../site-settings';
import { runReleaseCommand, webpackBuild } from './release-command';

const settings = loadSiteSettings();
runReleaseCommand(process.argv.slice(2), {
  root: REPO_ROOT,
  remotes: REMOTES.filter((r) => fs.existsSync(path.join(REPO_ROOT, r.dir, 'package.json'))),
  manifestFile: settings.remotesFile,
  auditFile: settings.auditFile,
  canaryFile: settings.canaryFile,
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
