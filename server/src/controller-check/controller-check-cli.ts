// npm run controller:check -- <url>: checks a running casino controller against
// docs/controller.md as the front end uses it. Exit code 0 all passed, 1 some failed, 2 the
// controller could not be reached (or the arguments are wrong).
import { parseArgs, USAGE } from './cli-args';
import { resultLine, summaryLine } from './report';
import { runSuite } from './runner';

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  console.log(
    `Checking the controller at ${options.baseUrl} (casinos: ${options.hosts.join(', ')}; player ${options.user})`,
  );
  const outcome = await runSuite(options, (result) => console.log(resultLine(result)));
  if (!outcome.reachable) {
    console.error(outcome.message);
    return 2;
  }
  console.log(summaryLine(outcome.passed, outcome.failed));
  return outcome.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
