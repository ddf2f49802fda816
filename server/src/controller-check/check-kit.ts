// What every group of checks uses: a check, its failure, the state kept per casino (boot info,
// the guest and the logged-in visitor) and the call of one keyword as the front end makes it.
import { checkAnswer, checkBootInfo } from '@parlor/shared/server';
import { describe, isObject, type Shape } from './shapes';
import { readAnswer } from './read-answer';
import type { HttpResponse } from './http-client';
import { Visitor } from './visitor';

export interface SuiteOptions {
  /** the controller's address, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  user: string;
  password: string;
  /** casino host names, sent as the Host header */
  hosts: string[];
  /** deadline of every request */
  timeoutMs: number;
}

export interface Check {
  name: string;
  run(): Promise<void>;
}

/** A check's failure; the reason names the keyword and what was wrong. */
export class CheckFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CheckFailed';
  }
}

export function fail(reason: string): never {
  throw new CheckFailed(reason);
}

export const CONTROLLER = '/api/controller';
export const LOYALTY = '/api/loyalty';

/** One casino as the suite sees it: its host name, a guest, a player, its boot info. */
export class CasinoState {
  readonly guest: Visitor;
  readonly player: Visitor;
  private boot: Promise<Record<string, unknown> | null> | null = null;
  private loggedIn: Promise<void> | null = null;
  private config: Promise<Record<string, unknown>> | null = null;

  constructor(
    readonly options: SuiteOptions,
    readonly hostname: string,
  ) {
    const visitor = { baseUrl: options.baseUrl, hostname, timeoutMs: options.timeoutMs };
    this.guest = new Visitor(visitor);
    this.player = new Visitor(visitor);
  }

  /** GET /api/boot once; null when it gave no usable answer (its own check says why). */
  bootInfo(): Promise<Record<string, unknown> | null> {
    this.boot ??= this.guest.get('/api/boot').then(
      (res) => {
        try {
          const body: unknown = JSON.parse(res.text);
          return res.status === 200 && isObject(body) && checkBootInfo(body) === null ? body : null;
        } catch {
          return null;
        }
      },
      () => null,
    );
    return this.boot;
  }

  /** The payload passphrase the front end gets from /api/boot, or null. */
  async passphrase(): Promise<string | null> {
    const boot = await this.bootInfo();
    return typeof boot?.passphrase === 'string' ? boot.passphrase : null;
  }

  /** Logs the player in once (the login check reports a failure in detail). */
  login(): Promise<void> {
    this.loggedIn ??= this.player.login(this.options.user, this.options.password).then((res) => {
      if (!this.player.cookie) {
        fail(`login: POST /api/auth/login answered ${res.status} without a session cookie`);
      }
    });
    return this.loggedIn;
  }

  /** The guest's casino config (getconfig), once. */
  guestConfig(): Promise<Record<string, unknown>> {
    this.config ??= call(this, this.guest, { keyword: 'getconfig' }).then((v) =>
      isObject(v) && isObject(v.config) ? v.config : fail('getconfig: no config to read'),
    );
    return this.config;
  }
}

export interface CallSpec {
  keyword: string;
  /** extra query after the keyword, e.g. `&name=promotion` */
  query?: string;
  /** default /api/controller */
  path?: string;
  form?: Record<string, string>;
  json?: unknown;
  /** POST without a body */
  post?: boolean;
  /** how failures name the call (default: the keyword) */
  label?: string;
}

const labelOf = (spec: CallSpec): string => spec.label ?? spec.keyword;

export function callPath(spec: CallSpec): string {
  const path = spec.path ?? CONTROLLER;
  return spec.keyword ? `${path}?${spec.keyword}${spec.query ?? ''}` : path;
}

export function sendCall(visitor: Visitor, spec: CallSpec): Promise<HttpResponse> {
  const path = callPath(spec);
  if (spec.form) return visitor.postForm(path, spec.form);
  if (spec.json !== undefined) return visitor.postJson(path, spec.json);
  if (spec.post) return visitor.postForm(path, {});
  return visitor.get(path);
}

/**
 * Calls a keyword and answers its value, read and checked by the controller client's own rules:
 * its reading of the body (JSON, or an envelope decoded with the boot passphrase) and the answer
 * guard of the keyword (checkAnswer, which refuses the answer in the browser). Then `shape`, what
 * the suite checks beyond the client (shapes.ts). Any other status than 200, an unreadable body,
 * no value or a refused one fails the check with the keyword named.
 */
export async function call(
  casino: CasinoState,
  visitor: Visitor,
  spec: CallSpec,
  shape?: Shape,
): Promise<unknown> {
  const res = await sendCall(visitor, spec);
  if (res.status !== 200) {
    fail(`${labelOf(spec)}: answered ${res.status}, expected 200 (${snippet(res.text)})`);
  }
  let value: unknown;
  try {
    value = await readAnswer(res.text, await casino.passphrase());
  } catch (error) {
    fail(`${labelOf(spec)}: ${(error as Error).message}`);
  }
  // the client takes a value that is not an object or a list as no answer (the codec's null)
  if (typeof value !== 'object' || value === null) {
    fail(`${labelOf(spec)}: the answer is ${describe(value)}, expected an object or a list`);
  }
  const refused = checkAnswer(spec.keyword || undefined, value);
  if (refused) fail(`${labelOf(spec)}: ${refused}`);
  const problem = shape?.(value);
  if (problem) fail(`${labelOf(spec)}: ${problem}`);
  return value;
}

/** Expects the documented error answer: this status and `{ error, code }` with this code. */
export async function expectError(
  visitor: Visitor,
  spec: CallSpec,
  status: number,
  code: string,
): Promise<void> {
  const res = await sendCall(visitor, spec);
  let body: unknown = null;
  try {
    body = JSON.parse(res.text);
  } catch {
    // reported below
  }
  const got = isObject(body) && typeof body.code === 'string' ? body.code : null;
  if (res.status !== status || got !== code) {
    fail(
      `${labelOf(spec)}: answered ${res.status} ${got ?? snippet(res.text)}, expected ${status} ${code}`,
    );
  }
  if (!isObject(body) || typeof body.error !== 'string') {
    fail(`${labelOf(spec)}: the ${status} answer has no error message ({ error, code })`);
  }
}

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'empty body';
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
}
