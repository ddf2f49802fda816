import {
  acceptNotification,
  NOTIFICATION_DISMISS_MS,
  visibleNotification,
} from './notification-queue';

describe('notification queue', () => {
  it('accepts the four kinds of the spec', () => {
    for (const kind of ['win', 'lose', 'lowbalance', 'favorite_add']) {
      expect(acceptNotification([], { kind })).toBe(true);
    }
    expect(acceptNotification([], { kind: 'jackpot' })).toBe(false);
    expect(acceptNotification([], { kind: 'win', gameslug: 42 })).toBe(false);
  });

  it('does not queue the same notification twice while it is pending', () => {
    const queue = [{ kind: 'favorite_add' as const, gameslug: 'gold-rush' }];
    expect(acceptNotification(queue, { kind: 'favorite_add', gameslug: 'gold-rush' })).toBe(false);
    expect(acceptNotification(queue, { kind: 'favorite_add', gameslug: 'other' })).toBe(true);
    expect(acceptNotification(queue, { kind: 'win' })).toBe(true);
  });

  it('shows the oldest first, for 7.2 seconds', () => {
    expect(visibleNotification([])).toBeNull();
    expect(visibleNotification(['a', 'b'])).toBe('a');
    expect(NOTIFICATION_DISMISS_MS).toBe(7200);
  });
});
