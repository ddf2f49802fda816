import { parlorBus } from './parlor-events';

afterEach(() => parlorBus.clear());

describe('parlorBus', () => {
  it('carries the login-required redirect', () => {
    const listener = jest.fn();
    parlorBus.on('auth:login-required', listener);
    parlorBus.emit('auth:login-required', { redirect: '/play/gold-rush/nova' });
    expect(listener).toHaveBeenCalledWith({ redirect: '/play/gold-rush/nova' });
  });

  it('emits empty events with or without an empty object', () => {
    const listener = jest.fn();
    parlorBus.on('balance:refresh', listener);
    parlorBus.on('livechat:open', listener);
    parlorBus.emit('balance:refresh');
    parlorBus.emit('livechat:open', {});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is one instance across imports', async () => {
    const again = await import('./parlor-events');
    expect(again.parlorBus).toBe(parlorBus);
  });

  it('types the notify payload', () => {
    const listener = jest.fn();
    parlorBus.on('notify', listener);
    parlorBus.emit('notify', { kind: 'favorite_add', gameslug: 'gold-rush' });
    // @ts-expect-error unknown notification kind
    parlorBus.emit('notify', { kind: 'jackpot' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
