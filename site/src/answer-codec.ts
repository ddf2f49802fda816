// How the site reads a controller's answer, in one place: the front end's own rules, from
// @parlor/shared/server (the body's payload, the envelope decoder, each keyword's answer guard and
// the boot info rule), so that the site accepts exactly what the browser accepts. Whatever is
// wrong with an answer comes out as a thrown Error naming it; the reader turns it into
// `invalid_answer`.
import { answerPayload, checkAnswer, checkBootInfo, decodeEnvelope } from '@parlor/shared/server';

/**
 * The value of an answer's body: JSON, or (for an encrypted keyword) an envelope decoded with the
 * boot passphrase. Throws when the body is neither.
 */
export async function readAnswerBody(
  text: string,
  encrypted: boolean,
  passphrase: string,
): Promise<unknown> {
  const payload = answerPayload(text, encrypted);
  if (typeof payload !== 'string') return payload;
  if (!encrypted) throw new Error('body is not JSON');
  return decodeEnvelope<unknown>(payload, passphrase);
}

/** Throws unless the answer passes the front end's guard of its keyword. */
export function guardAnswer(keyword: string, value: unknown): void {
  if (typeof value !== 'object' || value === null) throw new Error(`${keyword}: no value`);
  const problem = checkAnswer(keyword, value);
  if (problem) throw new Error(`${keyword}: ${problem}`);
}

/** Throws unless the boot info is one the shell can start with. */
export function guardBootInfo(value: unknown): void {
  const problem = checkBootInfo(value);
  if (problem) throw new Error(`boot: ${problem}`);
}
