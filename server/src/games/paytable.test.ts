import { colourOf, DEFAULT_RTP, paytableRtp, slotPaytable, spinSlot, spinTable } from './paytable';

describe('paytable', () => {
  it('returns the configured RTP', () => {
    expect(paytableRtp(slotPaytable(DEFAULT_RTP))).toBeCloseTo(0.96, 3);
    expect(paytableRtp(slotPaytable(0.9))).toBeCloseTo(0.9, 2);
    expect(paytableRtp(slotPaytable(0))).toBe(0);
  });

  it('shows three of a kind exactly on a win', () => {
    const table = slotPaytable(DEFAULT_RTP);
    const win = spinSlot(() => 0, table);
    expect(win.multiplier).toBe(50);
    expect(new Set(win.reels).size).toBe(1);
    const lose = spinSlot((max) => (max === 100_000 ? 99_999 : 0), table);
    expect(lose.multiplier).toBe(0);
    expect(new Set(lose.reels).size).toBeGreaterThan(1);
  });

  it('pays red or black double, zero loses', () => {
    expect(spinTable(() => 1, 'red')).toMatchObject({ number: 1, colour: 'red', multiplier: 2 });
    expect(spinTable(() => 2, 'red')).toMatchObject({ colour: 'black', multiplier: 0 });
    expect(spinTable(() => 0, 'black')).toMatchObject({ colour: 'green', multiplier: 0 });
    expect(colourOf(36)).toBe('red');
  });
});
