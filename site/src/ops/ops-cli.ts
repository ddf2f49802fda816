// `npm run ops -- <command>` (ops-command.ts): the ops console's operators, in the site's store
// (PARLOR_SITE_DATABASE_URL, else the SQLite file PARLOR_SITE_DB or site/site.db).
import readline from 'node:readline';
import { siteDbFile } from '../site-settings';
import { operatorName } from '../releases/remotes-manifest';
import { openSiteStore } from '../state/open-site-store';
import { MIN_PASSWORD_LENGTH } from './ops-password';
import { OPS_USAGE, runOpsCommand, usageProblem } from './ops-command';

/** A password typed at a terminal, not echoed. */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? [...value].slice(0, -1).join('') : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** One line of piped input. */
function readLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

function readPassword(): Promise<string> {
  const fromEnv = process.env.PARLOR_OPS_PASSWORD;
  if (fromEnv) return Promise.resolve(fromEnv);
  return process.stdin.isTTY
    ? readHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)
    : readLine();
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const problem = usageProblem(argv);
  if (problem !== null) {
    // a wrong command line opens no database
    process.stderr.write(`${problem ? `${problem}\n` : ''}${OPS_USAGE}\n`);
    return 2;
  }
  const { store } = await openSiteStore({
    databaseUrl: process.env.PARLOR_SITE_DATABASE_URL || undefined,
    sqliteFile: siteDbFile(),
  });
  try {
    return await runOpsCommand(argv, {
      store,
      readPassword,
      operator: operatorName(process.env),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `The site's database is not answering: nothing was changed. (${error instanceof Error ? error.message : String(error)})\n`,
    );
    process.exit(1);
  },
);
