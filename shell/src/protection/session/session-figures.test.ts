import {
  elapsedSeconds,
  formatElapsed,
  formatNetPosition,
  localDueAt,
  netPositionCents,
  snapshotOf,
} from './session-figures';
import { makeProtectionState } from './test-state';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00:00'],
    [9, '0:00:09'],
    [61, '0:01:01'],
    [3599, '0:59:59'],
    [3600, '1:00:00'],
    [37 * 3600 + 4 * 60 + 5, '37:04:05'],
    [12.9, '0:00:12'],
  ])('writes %p seconds as %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });

  it('never writes a negative or broken time', () => {
    expect(formatElapsed(-5)).toBe('0:00:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00:00');
  });
});

describe('net position', () => {
  it('is won minus wagered', () => {
    expect(netPositionCents({ wagered_cents: 2500, won_cents: 1000 })).toBe(-1500);
    expect(netPositionCents({ wagered_cents: 1000, won_cents: 4250 })).toBe(3250);
    expect(netPositionCents({ wagered_cents: 0, won_cents: 0 })).toBe(0);
  });

  it('is money of the currency with its sign written', () => {
    expect(formatNetPosition(-1500, 'USD', 'en')).toBe('-$15.00');
    expect(formatNetPosition(3250, 'USD', 'en')).toBe('+$32.50');
    expect(formatNetPosition(0, 'USD', 'en')).toBe('$0.00');
    expect(formatNetPosition(123456, 'EUR', 'de')).toBe('+1.234,56\u00a0€');
    expect(formatNetPosition(-5, 'GBP', 'en')).toBe('-£0.05');
  });
});

describe('the session on the server’s clock', () => {
  // the server's now: 10:00 + 754 s = 10:12:34; this device's clock is 3 hours behind
  const state = makeProtectionState({
    session: { started_at: '2026-05-01T10:00:00.000Z', elapsed_s: 754 },
    reality_check: { due_at: '2026-05-01T11:00:00.000Z' },
  });
  const receivedAt = Date.parse('2026-05-01T07:12:34.000Z');
  const snapshot = snapshotOf(state, receivedAt);

  it('counts on from elapsed_s, whatever the device’s clock says', () => {
    expect(elapsedSeconds(snapshot, receivedAt)).toBe(754);
    expect(elapsedSeconds(snapshot, receivedAt + 65_500)).toBe(819);
    expect(formatElapsed(elapsedSeconds(snapshot, receivedAt + 65_500))).toBe('0:13:39');
  });

  it('times the reality check on the device’s clock', () => {
    expect(localDueAt(snapshot)).toBe(Date.parse('2026-05-01T08:00:00.000Z'));
    const off = snapshotOf(makeProtectionState({ reality_check: { due_at: null } }), receivedAt);
    expect(localDueAt(off)).toBeNull();
  });
});
