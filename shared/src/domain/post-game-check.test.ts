import {
  armBalanceCheck,
  BALANCE_CHECK_KEY,
  postGameBalanceCheck,
  takeBalanceCheck,
} from './post-game-check';

const check = (previous: number, next: number, environment: 'live' | 'local' = 'local') =>
  postGameBalanceCheck({ validate: true, previous, next, environment }).notifications;

describe('postGameBalanceCheck', () => {
  it('does nothing without the validation flag, and always resets it', () => {
    const result = postGameBalanceCheck({
      validate: false,
      previous: 100,
      next: 500,
      environment: 'local',
    });
    expect(result).toEqual({ notifications: [], validate: false });
    expect(
      postGameBalanceCheck({ validate: true, previous: 100, next: 500, environment: 'local' })
        .validate,
    ).toBe(false);
  });

  it('win and lose at exactly 3 outside live, not at 2.99', () => {
    expect(check(100, 103)).toEqual(['win']);
    expect(check(100, 102.99)).toEqual([]);
    expect(check(100, 97)).toEqual(['lose']);
    expect(check(100, 97.01)).toEqual([]);
    expect(check(10.1, 13.1)).toEqual(['win']); // float noise does not cross the line
  });

  it('win and lose at exactly 100 on live, not at 99.99', () => {
    expect(check(500, 600, 'live')).toEqual(['win']);
    expect(check(500, 599.99, 'live')).toEqual([]);
    expect(check(500, 400, 'live')).toEqual(['lose']);
    expect(check(500, 400.01, 'live')).toEqual([]);
    expect(check(500, 497, 'live')).toEqual([]);
  });

  it('low balance under 5 on any nonzero change, beside lose', () => {
    expect(check(5.5, 4.99)).toEqual(['lowbalance']);
    expect(check(8, 4)).toEqual(['lose', 'lowbalance']);
    expect(check(4, 4)).toEqual([]);
    expect(check(6, 5)).toEqual([]);
    expect(check(2, 4.5)).toEqual(['lowbalance']);
    expect(check(1, 4.99, 'live')).toEqual(['lowbalance']);
  });

  it('ignores missing balances', () => {
    expect(
      postGameBalanceCheck({ validate: true, previous: null, next: 3, environment: 'local' })
        .notifications,
    ).toEqual([]);
    expect(
      postGameBalanceCheck({ validate: true, previous: 3, next: null, environment: 'local' })
        .notifications,
    ).toEqual([]);
  });
});

describe('the validation flag in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('arms with the balance before the game and is taken once', () => {
    expect(takeBalanceCheck()).toBeNull();
    armBalanceCheck(42.5);
    expect(JSON.parse(sessionStorage.getItem(BALANCE_CHECK_KEY)!)).toEqual({ balance: 42.5 });
    expect(takeBalanceCheck()).toBe(42.5);
    expect(takeBalanceCheck()).toBeNull();
  });

  it('ignores null balances and junk', () => {
    armBalanceCheck(null);
    expect(sessionStorage.getItem(BALANCE_CHECK_KEY)).toBeNull();
    sessionStorage.setItem(BALANCE_CHECK_KEY, '{bad');
    expect(takeBalanceCheck()).toBeNull();
    expect(sessionStorage.getItem(BALANCE_CHECK_KEY)).toBeNull();
  });
});
