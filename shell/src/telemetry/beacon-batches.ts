// How the events leave: beacons of at most 50 events and under 16 KiB each (the ingest's limits).
import type { TelemetryEvent } from './telemetry-events';

export const MAX_EVENTS = 50;
/** Under the ingest's 16 KiB, with room to spare. */
export const MAX_BODY_BYTES = 16_000;

/** The UTF-8 size of `text`, or a little more (a surrogate pair counts 6). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) bytes += code > 0x7ff ? 2 : 1;
  }
  return bytes;
}

/** The beacons' bodies (JSON) for `events`, in order; an event too big for any beacon is left out. */
export function beaconBodies(visit: string, events: readonly TelemetryEvent[]): string[] {
  const head = `{"v":1,"visit":${JSON.stringify(visit)},"events":[`;
  const empty = utf8Bytes(head) + 2;
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = empty;
  const close = () => {
    if (batch.length) bodies.push(`${head}${batch.join(',')}]}`);
    batch = [];
    size = empty;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = utf8Bytes(json) + 1; // and its comma
    if (batch.length >= MAX_EVENTS || size + bytes > MAX_BODY_BYTES) close();
    if (empty + bytes > MAX_BODY_BYTES) continue;
    batch.push(json);
    size += bytes;
  }
  close();
  return bodies;
}
