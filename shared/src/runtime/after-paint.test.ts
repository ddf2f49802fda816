import { afterPaint } from './first-screen';

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => {};
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('runs the task after the next frame, not before it', () => {
  const task = jest.fn();
  afterPaint(task);
  jest.runAllTimers();
  expect(task).not.toHaveBeenCalled();
  frames.forEach((frame) => frame(0));
  expect(task).not.toHaveBeenCalled(); // the paint comes after the frame's callbacks
  jest.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
});

it('a cancelled task never runs, before or after its frame', () => {
  const early = jest.fn();
  afterPaint(early)();
  const late = jest.fn();
  const cancelLate = afterPaint(late);
  frames.forEach((frame) => frame(0));
  cancelLate();
  jest.runAllTimers();
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});
