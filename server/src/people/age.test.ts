import { ageOn, parseDob } from './age';

const on = (iso: string) => Date.parse(iso);

describe('ageOn', () => {
  it('counts a birthday from its own day', () => {
    expect(ageOn('2008-11-28', on('2026-11-27T23:59:59Z'))).toBe(17);
    expect(ageOn('2008-11-28', on('2026-11-28T00:00:00Z'))).toBe(18);
  });

  it('takes 29 February as reached on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', on('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01T00:00:00Z'))).toBe(18);
  });

  it('refuses dates that do not exist', () => {
    expect(parseDob('2001-02-30')).toBeNull();
    expect(parseDob('2001-13-01')).toBeNull();
    expect(parseDob('01-01-2001')).toBeNull();
    expect(ageOn('2001-02-30', on('2026-01-01T00:00:00Z'))).toBeNull();
  });
});
