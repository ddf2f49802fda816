// The suite against the reference controller over real HTTP, against controllers that answer
// one keyword in a shape the front end refuses, and against one that never answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAnswer } from '@parlor/shared/server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_HOSTS, parseArgs } from './cli-args';
import type { SuiteOptions } from './check-kit';
import { resultLine, summaryLine } from './report';
import { runSuite, type SuiteOutcome } from './runner';

const options = (baseUrl: string, extra: Partial<SuiteOptions> = {}): SuiteOptions => ({
  baseUrl,
  user: 'alice',
  password: 'demo1234',
  hosts: [...DEFAULT_HOSTS],
  timeoutMs: 5_000,
  ...extra,
});

function failures(outcome: SuiteOutcome): string[] {
  if (!outcome.reachable) throw new Error(outcome.message);
  return outcome.results.filter((r) => !r.ok).map(resultLine);
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let t: TestApp;
let reference: string;
beforeAll(async () => {
  t = await createTestApp();
  reference = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the reference controller', () => {
  it('passes every check over real HTTP', async () => {
    const outcome = await runSuite(options(reference));
    expect(failures(outcome)).toEqual([]);
    if (!outcome.reachable) return;
    expect(outcome.passed).toBeGreaterThan(100);
    expect(summaryLine(outcome.passed, outcome.failed)).toBe(`${outcome.passed} passed, 0 failed`);
  }, 60_000);
});

/**
 * A proxy to the reference controller, except that the keywords of `answers` are answered with
 * their JSON value.
 */
function brokenProxy(answers: Record<string, unknown>): http.Server {
  return http.createServer((req, res) => {
    const keyword = Object.keys(answers).find((k) => req.url?.startsWith(`/api/controller?${k}`));
    if (keyword) {
      res.writeHead(200, { 'content-type': 'application/json', etag: '"broken"' });
      res.end(JSON.stringify(answers[keyword]));
      return;
    }
    const target = new URL(req.url ?? '/', reference);
    const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
}

describe('a controller that answers getgames in the wrong shape', () => {
  let stub: http.Server;
  let stubUrl: string;
  beforeAll(async () => {
    // getgames' games is not a list
    stub = brokenProxy({
      getgames: { games: 5, providers: [], themes: [], features: [], categories: [] },
    });
    stubUrl = await listen(stub);
  });
  afterAll(() => close(stub));

  it('fails, and the failure names getgames', async () => {
    const outcome = await runSuite(options(stubUrl, { hosts: ['localhost'] }));
    const failed = failures(outcome);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toContain('✗ getgames as guest (localhost): getgames: games is not a list');
    expect(failed.every((line) => line.includes('getgames'))).toBe(true);
  }, 60_000);
});

describe("a controller whose answer the client's guard refuses", () => {
  // A config whose player is a number: the shell's client refuses it (answer-guards.ts), and so
  // must the suite, with the guard's own reason.
  const config = {
    config: { casino_id: 1, navigation: {} },
    player: 7,
  };
  let stub: http.Server;
  let stubUrl: string;
  beforeAll(async () => {
    stub = brokenProxy({ getconfig: config });
    stubUrl = await listen(stub);
  });
  afterAll(() => close(stub));

  it("fails the keyword's checks with the guard's reason", async () => {
    const reason = checkAnswer('getconfig', config);
    expect(reason).toBe('player is not an object or null');
    const outcome = await runSuite(options(stubUrl, { hosts: ['localhost'] }));
    const failed = failures(outcome);
    expect(failed).toContain(`✗ getconfig as guest (localhost): getconfig: ${reason}`);
    expect(failed).toContain(`✗ getconfig as alice (localhost): getconfig: ${reason}`);
  }, 60_000);
});

describe('a controller that never answers', () => {
  let silent: http.Server;
  let silentUrl: string;
  beforeAll(async () => {
    silent = http.createServer(() => {
      // accepts the request and never replies
    });
    silentUrl = await listen(silent);
  });
  afterAll(() => close(silent));

  it('fails within the deadlines instead of hanging', async () => {
    const started = Date.now();
    const outcome = await runSuite(options(silentUrl, { timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(10_000);
    if (!outcome.reachable) throw new Error(outcome.message);
    expect(outcome.passed).toBe(0);
    expect(outcome.failed).toBe(outcome.results.length);
    expect(resultLine(outcome.results[0]!)).toBe(
      '✗ boot info (localhost): GET /api/boot: no answer within 200 ms',
    );
  }, 20_000);
});

describe('a controller that is not there', () => {
  it('is told apart from a failing one', async () => {
    const gone = http.createServer();
    const url = await listen(gone);
    await close(gone);
    const outcome = await runSuite(options(url));
    expect(outcome).toEqual({ reachable: false, message: expect.stringContaining(url) });
  });
});

describe('the command line', () => {
  it('defaults to the demo login and casinos', () => {
    expect(parseArgs(['http://127.0.0.1:18080/'])).toEqual({
      baseUrl: 'http://127.0.0.1:18080',
      user: 'alice',
      password: 'demo1234',
      hosts: ['localhost', 'classic.localhost', 'fun.localhost'],
      timeoutMs: 15_000,
    });
  });

  it('takes a login, host names and a deadline', () => {
    expect(
      parseArgs([
        'https://casino.example',
        '--user',
        'bob',
        '--password',
        'pw',
        '--host',
        'a.example',
        '--host',
        'b.example',
        '--timeout',
        '500',
      ]),
    ).toMatchObject({
      user: 'bob',
      password: 'pw',
      hosts: ['a.example', 'b.example'],
      timeoutMs: 500,
    });
  });

  it('refuses a missing address or an unknown option', () => {
    expect(parseArgs([])).toMatch(/address is missing/);
    expect(parseArgs(['http://x', '--nope'])).toMatch(/unknown option/);
    expect(parseArgs(['ftp://x'])).toMatch(/not an http/);
  });
});
