import { createHmac } from 'node:crypto';
import {
  fractionOf,
  isClientSeed,
  newYorkDay,
  popupShows,
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

describe('the draw mixes the player\u2019s client seed', () => {
  const seed = 'a3f1c9e07b5d42aa9e1c0d7f3b2a6c5e8d9f0a1b2c3d4e5f60718293a4b5c6d7';

  it('gives the same slice for the same seeds, every time: the one a player can work out', () => {
    const client = 'b7e2d1c0a9f8e7d6c5b4a3f2e1d0c9b8';
    // the check a player makes once the seed is revealed: HMAC-SHA256 keyed by the server seed
    // over "player:day:client seed", its first 48 bits as a fraction
    const mac = createHmac('sha256', seed).update(`42:2026-11-25:${client}`).digest();
    const expected = mac.readUIntBE(0, 6) / 2 ** 48;
    expect(fractionOf(seed, 42, '2026-11-25', client)).toBe(expected);
    expect(fractionOf(seed, 42, '2026-11-25', client)).toBe(expected);
  });

  it('lets the client seed move the result, so a committed server seed decides nothing alone', () => {
    const slices = new Set<number>();
    const fractions = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const client = `client-seed-${String(i).padStart(4, '0')}`;
      const f = fractionOf(seed, 42, '2026-11-25', client);
      fractions.add(f);
      slices.add(weightedIndex(WHEEL_SLICES, f));
    }
    expect(fractions.size).toBe(200);
    // with one server seed, the player's choice reaches most of the wheel
    expect(slices.size).toBeGreaterThanOrEqual(6);
  });

  it('accepts 16 to 64 letters, digits, - and _ only', () => {
    expect(isClientSeed('0123456789abcdef')).toBe(true);
    expect(isClientSeed('A'.repeat(64))).toBe(true);
    expect(isClientSeed('0123456789abcde')).toBe(false);
    expect(isClientSeed('A'.repeat(65))).toBe(false);
    expect(isClientSeed('0123456789abcdef<')).toBe(false);
    expect(isClientSeed(1234567890123456)).toBe(false);
    expect(isClientSeed(undefined)).toBe(false);
  });
});

describe('the popup opens by itself', () => {
  const base = { allowed_to_redeem: false, reason_not_allowed_to_redeem: null };
  it('for a spin, the new-player offer, or an email to confirm; not otherwise', () => {
    expect(popupShows({ ...base, allowed_to_redeem: true })).toBe(true);
    expect(popupShows({ ...base, new_player_offer: true })).toBe(true);
    expect(popupShows({ ...base, reason_not_allowed_to_redeem: 'email_not_clicked' })).toBe(true);
    expect(popupShows({ ...base, reason_not_allowed_to_redeem: 'minimum_deposit' })).toBe(false);
  });
});
