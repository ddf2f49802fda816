import {
  afterFirstScreen,
  FIRST_SCREEN_FALLBACK_MS,
  isFirstScreenShown,
  markFirstScreen,
  resetFirstScreen,
} from './first-screen';

beforeEach(() => {
  jest.useFakeTimers();
  resetFirstScreen();
});
afterEach(() => jest.useRealTimers());

it('runs deferred work only after the first screen is marked and painted', () => {
  const task = jest.fn();
  afterFirstScreen(task);
  jest.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS - 1);
  expect(task).not.toHaveBeenCalled();

  markFirstScreen();
  expect(isFirstScreenShown()).toBe(false); // not before the next frame
  jest.advanceTimersByTime(100);
  expect(isFirstScreenShown()).toBe(true);
  expect(task).toHaveBeenCalledTimes(1);
  // the fallback is disarmed: nothing runs twice
  jest.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS);
  expect(task).toHaveBeenCalledTimes(1);
});

it('starts deferred work anyway when no page marks its first screen', () => {
  const task = jest.fn();
  afterFirstScreen(task);
  jest.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS + 100);
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs at once (next idle moment) once the first screen was shown earlier', () => {
  markFirstScreen();
  jest.advanceTimersByTime(100);
  const task = jest.fn();
  afterFirstScreen(task);
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});

it('can be cancelled before it runs', () => {
  const task = jest.fn();
  const cancel = afterFirstScreen(task);
  cancel();
  markFirstScreen();
  jest.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS + 100);
  expect(task).not.toHaveBeenCalled();
});
