import { parlorBus } from '../bus/parlor-events';
import { armBalanceCheck } from '../domain/post-game-check';
import { sessionStore } from '../stores/session-store';
import { makeConfig, installFakeApi } from '../test-utils/fixtures';
import { runPostGameCheck } from './post-game';

const getBalance = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  getBalance.mockReset();
  installFakeApi({ getBalance });
  sessionStore.getState().setConfig(makeConfig({ environment: 'local' }));
});

const balances = (balance: number) => ({
  balance,
  currency_code: 'USD',
  withdrawable: balance,
  playthrough: 0,
  bonus: 0,
  comp_points: 0,
});

it('raises win once for an armed check, updates the balance, then disarms', async () => {
  armBalanceCheck(100);
  getBalance.mockResolvedValue(balances(110));
  const notified = jest.fn();
  const off = parlorBus.on('notify', notified);
  expect(await runPostGameCheck('book-of-shadows')).toEqual(['win']);
  expect(await runPostGameCheck('book-of-shadows')).toEqual([]);
  off();
  expect(notified).toHaveBeenCalledTimes(1);
  expect(notified).toHaveBeenCalledWith({ kind: 'win', gameslug: 'book-of-shadows' });
  expect(sessionStore.getState().balances?.balance).toBe(110);
});

it('does nothing, and reads nothing, when no game armed the check', async () => {
  expect(await runPostGameCheck('x')).toEqual([]);
  expect(getBalance).not.toHaveBeenCalled();
});
