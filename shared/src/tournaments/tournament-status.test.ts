import {
  countdownParts,
  listOfStatus,
  nextTickMs,
  tournamentDisplay,
  tournamentWindow,
} from './tournament-status';

const at = (iso: string) => Date.parse(iso);
const entry = (start: string, end: string, next: string | null = null) => ({
  schedule: [{ start_at_iso: start, end_at_iso: end, next_upcoming_startdate: next }],
});

describe('tournamentDisplay', () => {
  const t = entry('2026-06-01T12:00:00-04:00', '2026-06-08T12:00:00-04:00');

  it('shows a live tournament with the time to its end', () => {
    const now = at('2026-06-08T11:00:00-04:00');
    expect(tournamentDisplay({ ...t, status: 'active' }, 'active', now)).toEqual({
      kind: 'live',
      endsInMs: 3_600_000,
    });
    expect(tournamentDisplay({ ...t, status: 'running' }, 'upcoming', now).kind).toBe('live');
  });

  it('never counts a live tournament below zero after its end', () => {
    const after = at('2026-06-08T12:00:01-04:00');
    expect(tournamentDisplay({ ...t, status: 'active' }, 'active', after)).toEqual({
      kind: 'live',
      endsInMs: 0,
    });
  });

  it('counts down to the start of an upcoming one and flips to its end at the start', () => {
    const upcoming = { ...t, status: 'upcoming' };
    const start = at('2026-06-01T12:00:00-04:00');
    expect(tournamentDisplay(upcoming, 'upcoming', start - 1)).toEqual({
      kind: 'starts',
      startsInMs: 1,
    });
    // At zero it is live, with the whole run still to go.
    expect(tournamentDisplay(upcoming, 'upcoming', start)).toEqual({
      kind: 'live',
      endsInMs: 7 * 86_400_000,
    });
    expect(tournamentDisplay(upcoming, 'upcoming', start + 1000)).toEqual({
      kind: 'live',
      endsInMs: 7 * 86_400_000 - 1000,
    });
  });

  it('shows from and to dates for archived and finished ones', () => {
    const now = at('2026-07-01T00:00:00Z');
    for (const status of ['archived', 'finished']) {
      expect(tournamentDisplay({ ...t, status }, 'finished', now)).toEqual({
        kind: 'dates',
        from: at('2026-06-01T16:00:00Z'),
        to: at('2026-06-08T16:00:00Z'),
      });
    }
  });

  it('uses the list it came in when the status is an unknown style value', () => {
    const now = at('2026-05-01T00:00:00Z');
    expect(tournamentDisplay({ ...t, status: 'promo-gold' }, 'finished', now).kind).toBe('dates');
    expect(tournamentDisplay({ ...t, status: 'promo-gold' }, 'upcoming', now).kind).toBe('starts');
    expect(listOfStatus('promo-gold', 'active')).toBe('active');
  });

  it('counts elapsed time across the spring DST change (23 hours, not 24)', () => {
    // New York springs forward on 2026-03-08: noon to noon is 23 hours.
    const spring = entry('2026-03-08T12:00:00-04:00', '2026-03-09T12:00:00-04:00');
    const now = at('2026-03-07T12:00:00-05:00');
    expect(tournamentDisplay({ ...spring, status: 'upcoming' }, 'upcoming', now)).toEqual({
      kind: 'starts',
      startsInMs: 23 * 3_600_000,
    });
  });

  it('counts elapsed time across the autumn DST change (25 hours, not 24)', () => {
    // New York falls back on 2026-11-01: noon to noon is 25 hours.
    const autumn = entry('2026-11-01T12:00:00-05:00', '2026-11-02T12:00:00-05:00');
    const now = at('2026-10-31T12:00:00-04:00');
    const shown = tournamentDisplay({ ...autumn, status: 'upcoming' }, 'upcoming', now);
    expect(shown).toEqual({ kind: 'starts', startsInMs: 25 * 3_600_000 });
    expect(countdownParts(25 * 3_600_000)).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 0 });
  });
});

describe('tournamentWindow', () => {
  it('takes the first schedule entry', () => {
    const t = {
      schedule: [
        { start_at_iso: '2026-01-01T00:00:00Z', end_at_iso: '2026-01-02T00:00:00Z' },
        { start_at_iso: '2027-01-01T00:00:00Z', end_at_iso: '2027-01-02T00:00:00Z' },
      ],
    };
    expect(tournamentWindow(t, 0)).toEqual({
      start: at('2026-01-01T00:00:00Z'),
      end: at('2026-01-02T00:00:00Z'),
    });
  });

  it('moves a recurring one to its next run, of the same length, once the run ended', () => {
    const t = entry(
      '2026-01-05T20:00:00-05:00',
      '2026-01-05T22:00:00-05:00',
      '2026-01-12T20:00:00-05:00',
    );
    const during = at('2026-01-05T21:00:00-05:00');
    expect(tournamentWindow(t, during).start).toBe(at('2026-01-05T20:00:00-05:00'));
    const ended = at('2026-01-05T22:00:00-05:00');
    expect(tournamentWindow(t, ended)).toEqual({
      start: at('2026-01-12T20:00:00-05:00'),
      end: at('2026-01-12T22:00:00-05:00'),
    });
  });

  it('has no window without a schedule or with unreadable dates', () => {
    expect(tournamentWindow({ schedule: [] }, 0)).toEqual({ start: null, end: null });
    expect(tournamentWindow(entry('soon', 'later'), 0)).toEqual({ start: null, end: null });
    expect(tournamentDisplay({ schedule: [], status: 'active' }, 'active', 0)).toEqual({
      kind: 'live',
      endsInMs: 0,
    });
  });
});

describe('countdownParts and nextTickMs', () => {
  it('splits whole units and floors partial seconds', () => {
    expect(countdownParts(86_400_000 + 3_600_000 * 3 + 60_000 * 4 + 5_999)).toEqual({
      days: 1,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks when the shown second changes', () => {
    expect(nextTickMs(5_250)).toBe(250);
    expect(nextTickMs(5_000)).toBe(1000);
  });
});
