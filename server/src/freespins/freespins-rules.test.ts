import {
  newYorkDay,
  reasonNotAllowed,
  weightedIndex,
  WHEEL_SLICES,
  type EligibilityInput,
} from './freespins-rules';

const ok: EligibilityInput = {
  casinoHasDfs: true,
  campaign: 'daily',
  gameAvailable: true,
  emailClicked: true,
  redeemedToday: false,
  activeCouponSpins: 0,
  balanceCents: 10_000,
  depositsInWindowCents: 2_000,
};

describe('free spins rules', () => {
  it('allows an eligible player and names the first rule that fails', () => {
    expect(reasonNotAllowed(ok)).toBeNull();
    expect(reasonNotAllowed({ ...ok, depositsInWindowCents: 999 })).toBe('minimum_deposit');
    expect(reasonNotAllowed({ ...ok, balanceCents: 499 })).toBe('fivedolar_balance');
    expect(reasonNotAllowed({ ...ok, balanceCents: 500 })).toBeNull();
    expect(reasonNotAllowed({ ...ok, redeemedToday: true, activeCouponSpins: 3 })).toBe(
      'redeemed_today',
    );
    expect(reasonNotAllowed({ ...ok, emailClicked: false, redeemedToday: true })).toBe(
      'email_not_clicked',
    );
    expect(reasonNotAllowed({ ...ok, casinoHasDfs: false })).toBe('no_dfs_data');
    expect(reasonNotAllowed({ ...ok, gameAvailable: false })).toBe('no_dfs_game');
  });

  it('counts days in New York time, across daylight saving', () => {
    expect(newYorkDay(Date.UTC(2026, 0, 15, 4, 59))).toBe('2026-01-14'); // EST, 23:59
    expect(newYorkDay(Date.UTC(2026, 0, 15, 5, 0))).toBe('2026-01-15');
    expect(newYorkDay(Date.UTC(2026, 6, 15, 3, 59))).toBe('2026-07-14'); // EDT, 23:59
    expect(newYorkDay(Date.UTC(2026, 6, 15, 4, 0))).toBe('2026-07-15');
  });

  it('walks the cumulative weights', () => {
    expect(weightedIndex(WHEEL_SLICES, 0)).toBe(0);
    expect(weightedIndex(WHEEL_SLICES, 0.2999)).toBe(0);
    expect(weightedIndex(WHEEL_SLICES, 0.3)).toBe(1);
    expect(weightedIndex(WHEEL_SLICES, 0.9999)).toBe(WHEEL_SLICES.length - 1);
  });
});
