import { drainTelemetry, recordTelemetry, type TelemetryRecord } from './telemetry-queue';

const load = (remote: string): TelemetryRecord => ({ t: 'load', remote, ok: true, retries: 0 });

it('keeps records until a reporter takes them, then hands each new one straight to it', () => {
  recordTelemetry(load('mf_lobby'));
  recordTelemetry(load('mf_game'));
  const taken: TelemetryRecord[] = [];
  drainTelemetry((record) => taken.push(record));
  expect(taken).toEqual([load('mf_lobby'), load('mf_game')]);
  recordTelemetry(load('mf_promotions'));
  expect(taken).toHaveLength(3);
});

it('keeps a bounded number while nobody takes them, and discards them for a visit not reported', () => {
  drainTelemetry(null);
  recordTelemetry(load('mf_lobby'));
  const queue = (globalThis as unknown as { __parlorTelemetry: { q: unknown[]; on?: unknown } })
    .__parlorTelemetry;
  expect(queue.q).toEqual([]);
  delete queue.on;
  for (let i = 0; i < 500; i++) recordTelemetry(load('mf_lobby'));
  expect(queue.q).toHaveLength(200);
  const taken: TelemetryRecord[] = [];
  drainTelemetry((record) => taken.push(record));
  expect(taken).toHaveLength(200);
  expect(queue.q).toEqual([]);
});
