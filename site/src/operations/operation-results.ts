// How an operation says it did nothing, and the store's failures turned into that answer: a
// database that does not answer is "unavailable" (nothing was changed), never a crash.
import type { AuditEntry } from '../releases/remotes-manifest';
import type { OperationResult, RefusalKind } from './operation-types';
import { describeTarget } from './remote-checks';

export type Refusal = Extract<OperationResult, { ok: false }>;

export const UNAVAILABLE_MESSAGE =
  "The site's database is not answering: nothing was changed. Try again in a moment.";

export function refusal(
  kind: RefusalKind,
  message: string,
  problems: string[] = [],
  since?: AuditEntry[],
): Refusal {
  return { ok: false, kind, message, problems, ...(since ? { since } : {}) };
}

/** A store call failed: the operation stops there. */
export class StoreUnavailable extends Error {}

/** Runs one store call; its failure becomes StoreUnavailable. */
export async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StoreUnavailable(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

/** The operation's answer, or "unavailable" when the store failed on the way. */
export async function guarded(run: () => Promise<OperationResult>): Promise<OperationResult> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    return refusal('unavailable', UNAVAILABLE_MESSAGE, [error.message]);
  }
}

/** One line per change an operator missed: who did what, when. */
export function describeChange(entry: AuditEntry): string {
  const what =
    entry.action === 'canary'
      ? `canary of ${entry.remote} ${describeTarget(entry.to)} at ${entry.percent ?? '?'}%`
      : entry.action === 'abort'
        ? `ended the canary of ${entry.remote} ${describeTarget(entry.from)}`
        : `${entry.action} ${entry.remote} from ${describeTarget(entry.from)} to ${describeTarget(entry.to)}`;
  return `${entry.at} ${entry.by}: ${what}`;
}

export function conflict(casino: string, since: AuditEntry[]): Refusal {
  return refusal(
    'conflict',
    `Not done: ${casino} was changed by someone else since you looked; nothing was changed.`,
    since.length ? since.map(describeChange) : [`${casino} has a newer state: look again`],
    since,
  );
}
