// Entry of `npm run remotes` (see remotes-command.ts and docs/deploying.md).
import { REMOTES } from '@parlor/shared/release';
import { loadSiteSettings, REPO_ROOT } from '../site-settings';
import { contextFromEnv, runRemotesCommand } from './remotes-command';

const ctx = contextFromEnv(REPO_ROOT, REMOTES, loadSiteSettings(), process.env);
runRemotesCommand(process.argv.slice(2), ctx).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`remotes: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
