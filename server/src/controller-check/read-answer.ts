// An answer read as the controller client reads it, by its own code (@parlor/shared/server): the
// body's payload (answerPayload: JSON, else the wire text of an envelope) and the envelope decoder
// (decodeEnvelope, with the passphrase of GET /api/boot). Only the wording of a failure is added
// here: the client logs it and takes the answer as none; a check names what went wrong.
import { answerPayload, decodeEnvelope, readEnvelope } from '@parlor/shared/server';

/**
 * The value of an answer's body; throws with what is wrong. Read as an encrypted keyword's answer
 * (JSON, else an envelope): for an object or a list that is also how a plain keyword's is read.
 */
export async function readAnswer(text: string, passphrase: string | null): Promise<unknown> {
  const payload = answerPayload(text, true);
  if (typeof payload !== 'string') return payload;
  if (passphrase === null) throw new Error('an envelope, but GET /api/boot gave no passphrase');
  return decodeWire(payload, passphrase);
}

/** Decodes the wire text of an envelope to its JSON value; throws with what is wrong. */
export async function decodeWire(wire: string, passphrase: string): Promise<unknown> {
  try {
    readEnvelope(wire);
  } catch (error) {
    throw new Error(`not an envelope the client reads (${messageOf(error)})`);
  }
  try {
    return await decodeEnvelope<unknown>(wire, passphrase);
  } catch (error) {
    throw new Error(`the envelope does not decode with the boot passphrase (${messageOf(error)})`);
  }
}

/** The envelope's fields as the decoder reads them; throws with what is wrong. */
export function envelopeOf(wire: string): { iv: string; salt: string } {
  try {
    return readEnvelope(wire);
  } catch (error) {
    throw new Error(`not an envelope the client reads (${messageOf(error)})`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
