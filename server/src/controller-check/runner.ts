// Runs the checks one after another and keeps each one's outcome. A controller that is not there
// at all is told apart first; one that stops answering fails check after check on its deadline,
// and after a few timeouts in a row the rest are failed at once instead of waiting each out.
import { bootChecks } from './checks-boot';
import { casinoChecks } from './checks-casinos';
import { envelopeChecks } from './checks-envelope';
import { errorChecks } from './checks-errors';
import { guestChecks } from './checks-guest';
import { playerChecks } from './checks-player';
import { protectionChecks } from './checks-protection';
import { CasinoState, CheckFailed, type Check, type SuiteOptions } from './check-kit';
import { HttpFailure, send } from './http-client';

export interface CheckResult {
  name: string;
  ok: boolean;
  /** why it failed */
  reason?: string;
}

export type SuiteOutcome =
  | { reachable: true; results: CheckResult[]; passed: number; failed: number }
  | { reachable: false; message: string };

/** After this many checks in a row timed out, the controller is taken as no longer answering. */
export const TIMEOUTS_IN_A_ROW = 3;

/** Every check of the suite, in the order they run. */
export function suiteChecks(options: SuiteOptions): Check[] {
  const casinos = options.hosts.map((host) => new CasinoState(options, host));
  return [
    ...casinos.flatMap((casino) => [
      ...bootChecks(casino),
      ...envelopeChecks(casino),
      ...guestChecks(casino),
      ...playerChecks(casino),
      ...protectionChecks(casino),
    ]),
    ...(casinos[0] ? errorChecks(casinos[0]) : []),
    ...casinoChecks(casinos),
  ];
}

export async function runSuite(
  options: SuiteOptions,
  onResult: (result: CheckResult) => void = () => {},
): Promise<SuiteOutcome> {
  const unreachable = await probe(options);
  if (unreachable) return { reachable: false, message: unreachable };
  const results: CheckResult[] = [];
  let timeoutsInARow = 0;
  for (const check of suiteChecks(options)) {
    let result: CheckResult;
    if (timeoutsInARow >= TIMEOUTS_IN_A_ROW) {
      result = {
        name: check.name,
        ok: false,
        reason: `not run: the controller stopped answering (${TIMEOUTS_IN_A_ROW} checks in a row timed out)`,
      };
    } else {
      result = await runOne(check);
      const timedOut = !result.ok && result.reason?.includes('no answer within') === true;
      timeoutsInARow = timedOut ? timeoutsInARow + 1 : 0;
    }
    results.push(result);
    onResult(result);
  }
  const passed = results.filter((r) => r.ok).length;
  return { reachable: true, results, passed, failed: results.length - passed };
}

async function runOne(check: Check): Promise<CheckResult> {
  try {
    await check.run();
    return { name: check.name, ok: true };
  } catch (error) {
    if (error instanceof CheckFailed || error instanceof HttpFailure) {
      return { name: check.name, ok: false, reason: error.message };
    }
    return { name: check.name, ok: false, reason: `the check itself broke: ${String(error)}` };
  }
}

/** A message when nothing answers at the address at all, else null. */
async function probe(options: SuiteOptions): Promise<string | null> {
  const host = options.hosts[0] ?? 'localhost';
  const url = new URL(options.baseUrl);
  try {
    await send({
      baseUrl: options.baseUrl,
      path: '/api/boot',
      headers: { host: url.port ? `${host}:${url.port}` : host },
      timeoutMs: options.timeoutMs,
    });
    return null;
  } catch (error) {
    if (error instanceof HttpFailure && error.code === 'unreachable') {
      return `Cannot reach a controller at ${options.baseUrl}: ${error.message}`;
    }
    return null; // it is there but failing: the checks say how
  }
}
