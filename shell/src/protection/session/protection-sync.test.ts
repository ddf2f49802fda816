import { ControllerError } from '@parlor/shared';
import type { ProtectionState } from '@parlor/shared/host';
import { createProtectionSync, MIN_SYNC_GAP_MS, RATE_LIMITED_PAUSE_MS } from './protection-sync';
import { makeProtectionState } from './test-state';

const state = (wagered: number) => makeProtectionState({ session: { wagered_cents: wagered } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the fake fetch's promise settle. */
const settle = () => Promise.resolve().then(() => undefined);

it('spaces calls out; one asked for too soon runs when the gap is over', async () => {
  const fetchState = jest.fn().mockResolvedValue(state(100));
  const sync = createProtectionSync({ fetchState });
  await sync.sync();
  expect(fetchState).toHaveBeenCalledTimes(1);
  expect(sync.getStatus().snapshot?.state.session.wagered_cents).toBe(100);
  await sync.sync();
  await sync.sync();
  expect(fetchState).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(MIN_SYNC_GAP_MS);
  expect(fetchState).toHaveBeenCalledTimes(2);
  // a forced call does not wait
  await settle();
  await sync.sync({ force: true });
  expect(fetchState).toHaveBeenCalledTimes(3);
});

it('shares the call on its way', async () => {
  let answer: (value: ProtectionState) => void = () => {};
  const fetchState = jest.fn(() => new Promise<ProtectionState>((resolve) => (answer = resolve)));
  const sync = createProtectionSync({ fetchState });
  const first = sync.sync({ force: true });
  const second = sync.sync({ force: true });
  answer(state(5));
  await Promise.all([first, second]);
  expect(fetchState).toHaveBeenCalledTimes(1);
});

it('keeps the figures it has when a call fails, and says so', async () => {
  const fetchState = jest
    .fn()
    .mockResolvedValueOnce(state(100))
    .mockRejectedValueOnce(new ControllerError('down', { status: 0, code: 'timeout', url: '/' }));
  const sync = createProtectionSync({ fetchState });
  const seen = jest.fn();
  sync.subscribe(seen);
  await sync.sync({ force: true });
  await sync.sync({ force: true });
  expect(sync.getStatus()).toMatchObject({ failed: true });
  expect(sync.getStatus().snapshot?.state.session.wagered_cents).toBe(100);
  expect(seen).toHaveBeenCalledTimes(2);
});

it('forgets the figures of a player no longer logged in', async () => {
  const fetchState = jest
    .fn()
    .mockResolvedValueOnce(state(100))
    .mockRejectedValueOnce(
      new ControllerError('Log in', { status: 401, code: 'not_logged_in', url: '/' }),
    );
  const sync = createProtectionSync({ fetchState });
  await sync.sync({ force: true });
  await sync.sync({ force: true });
  expect(sync.getStatus()).toEqual({ snapshot: null, failed: true });
});

it('leaves a rate-limited server alone for a minute (forced calls aside)', async () => {
  const fetchState = jest
    .fn()
    .mockRejectedValueOnce(
      new ControllerError('slow', { status: 429, code: 'rate_limited', url: '/' }),
    )
    .mockResolvedValue(state(1));
  const sync = createProtectionSync({ fetchState });
  await sync.sync();
  await sync.sync();
  jest.advanceTimersByTime(RATE_LIMITED_PAUSE_MS - 1);
  expect(fetchState).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(fetchState).toHaveBeenCalledTimes(2);
});

it('drops an answer older than a state it was given (a Continue meanwhile)', async () => {
  let answer: (value: ProtectionState) => void = () => {};
  const fetchState = jest.fn(() => new Promise<ProtectionState>((resolve) => (answer = resolve)));
  const sync = createProtectionSync({ fetchState });
  const asked = sync.sync({ force: true });
  const continued = makeProtectionState({ reality_check: { due: false } });
  sync.accept(continued);
  answer(makeProtectionState({ reality_check: { due: true } }));
  await asked;
  expect(sync.getStatus().snapshot?.state.reality_check.due).toBe(false);
});

it('drops the waiting call when cancelled', async () => {
  const fetchState = jest.fn().mockResolvedValue(state(1));
  const sync = createProtectionSync({ fetchState });
  await sync.sync();
  await sync.sync();
  sync.cancel();
  jest.advanceTimersByTime(MIN_SYNC_GAP_MS * 2);
  expect(fetchState).toHaveBeenCalledTimes(1);
});
