import { createFailureLimiter } from './ops-login-limiter';

describe('the failed log-in limiter', () => {
  it('refuses a key once it has `max` failures in the window, until the oldest leaves it', () => {
    let now = 0;
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('user:ana')).toBe(0);
      limiter.fail('user:ana');
      now += 10_000;
    }
    expect(limiter.retryAfter('user:ana')).toBe(30);
    expect(limiter.retryAfter('user:bo')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfter('user:ana')).toBe(0);
  });

  it('forgets a key cleared after a success', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    limiter.fail('user:ana');
    expect(limiter.retryAfter('user:ana')).toBeGreaterThan(0);
    limiter.clear('user:ana');
    expect(limiter.retryAfter('user:ana')).toBe(0);
  });

  it('remembers at most `maxKeys` keys, dropping the least recent', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.fail('a');
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.retryAfter('a')).toBe(0);
    expect(limiter.retryAfter('b')).toBeGreaterThan(0);
    expect(limiter.retryAfter('c')).toBeGreaterThan(0);
  });
});
