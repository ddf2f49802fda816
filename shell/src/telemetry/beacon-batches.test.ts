import { beaconBodies, MAX_BODY_BYTES, utf8Bytes } from './beacon-batches';
import type { TelemetryEvent } from './telemetry-events';

const error = (message: string): TelemetryEvent => ({
  type: 'error',
  remote: 'shell',
  release: 'default',
  kind: 'error',
  message,
});

it('counts UTF-8 bytes', () => {
  expect(utf8Bytes('abc')).toBe(3);
  expect(utf8Bytes('é')).toBe(2);
  expect(utf8Bytes('€')).toBe(3);
  expect(utf8Bytes('😀')).toBeGreaterThanOrEqual(4);
});

it('sends at most 50 events in a beacon, in order', () => {
  const events = Array.from({ length: 120 }, (_, i) => error(`e${i}`));
  const bodies = beaconBodies('visit-0123456789abcdef', events).map(
    (body) => JSON.parse(body) as { v: number; visit: string; events: TelemetryEvent[] },
  );
  expect(bodies.map((body) => body.events.length)).toEqual([50, 50, 20]);
  expect(bodies.every((body) => body.v === 1 && body.visit === 'visit-0123456789abcdef')).toBe(
    true,
  );
  expect(bodies.flatMap((body) => body.events)).toEqual(events);
});

it('keeps every beacon under 16 KiB, counting bytes, not characters', () => {
  const events = Array.from({ length: 50 }, () => error('€'.repeat(300)));
  const bodies = beaconBodies('v'.repeat(22), events);
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) {
    expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(MAX_BODY_BYTES).toBeLessThan(16 * 1024);
  }
  expect(bodies.flatMap((body) => (JSON.parse(body) as { events: unknown[] }).events)).toHaveLength(
    50,
  );
});

it('sends nothing for no events', () => {
  expect(beaconBodies('v'.repeat(22), [])).toEqual([]);
});
