// The command line of `npm run controller:check -- <url> [--user u --password p] [--host h ...]
// [--timeout ms]`. Defaults: the demo login and the three demo casinos' host names.
import type { SuiteOptions } from './check-kit';

export const DEFAULT_USER = 'alice';
export const DEFAULT_PASSWORD = 'demo1234';
export const DEFAULT_HOSTS = ['localhost', 'classic.localhost', 'fun.localhost'];
/** the controller client's deadline of a call (docs/controller.md) */
export const DEFAULT_TIMEOUT_MS = 15_000;

export const USAGE =
  'usage: npm run controller:check -- <url> [--user <name> --password <pw>] [--host <casino host name> ...] [--timeout <ms>]';

/** The suite's options, or the reason the arguments are wrong. */
export function parseArgs(argv: readonly string[]): SuiteOptions | string {
  let baseUrl: string | undefined;
  let user = DEFAULT_USER;
  let password = DEFAULT_PASSWORD;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  const hosts: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = (): string | undefined => {
      const next = argv[i + 1];
      i += 1;
      return next === undefined || next.startsWith('--') ? undefined : next;
    };
    if (arg === '--user' || arg === '--password' || arg === '--host' || arg === '--timeout') {
      const v = value();
      if (v === undefined) return `${arg} needs a value`;
      if (arg === '--user') user = v;
      else if (arg === '--password') password = v;
      else if (arg === '--host') hosts.push(v.toLowerCase());
      else {
        timeoutMs = Number(v);
        if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
          return `--timeout must be milliseconds, got ${v}`;
      }
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else if (baseUrl === undefined) {
      baseUrl = arg;
    } else {
      return `one address only, got ${baseUrl} and ${arg}`;
    }
  }
  if (baseUrl === undefined) return "the controller's address is missing";
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `not an address: ${baseUrl}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `not an http(s) address: ${baseUrl}`;
  return {
    baseUrl: url.origin,
    user,
    password,
    hosts: hosts.length > 0 ? hosts : [...DEFAULT_HOSTS],
    timeoutMs,
  };
}
