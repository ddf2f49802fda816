// How the controller client takes an answer's body before the codec sees it (docs/controller.md):
// a plain keyword's answer is JSON; an encrypted one is an envelope, unless it is JSON after all.
// Each side tolerates the other: text that is not JSON is handed on as an envelope.

/**
 * The payload of an answer's body: the JSON value it parses to, or else the trimmed text (an
 * envelope's wire form). decodePayload then takes an object as is and decodes a string.
 */
export function answerPayload(text: string, encrypted: boolean): unknown {
  const trimmed = text.trim();
  const first = trimmed.charAt(0);
  if (!encrypted || first === '{' || first === '[' || first === '"') {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      // Not JSON: treat it as an envelope below.
    }
  }
  return trimmed;
}
