import { mainThreadTasks } from './long-tasks.cjs';

// A small trace: the page's renderer main thread (pid 2, tid 10), a compositor thread of the same
// process and the browser's main thread, with tasks of various lengths (ts and dur in µs).
const meta = (pid: number, tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, ms: number, name = 'RunTask') => ({
  ph: 'X',
  cat: 'disabled-by-default-devtools.timeline',
  name,
  pid,
  tid,
  ts,
  dur: ms * 1000,
});

const events = [
  meta(1, 1, 'CrBrowserMain'),
  meta(2, 10, 'CrRendererMain'),
  meta(2, 11, 'Compositor'),
  task(2, 10, 1_000, 4), // short: not counted
  task(2, 10, 10_000, 120), // long, and over 50
  task(2, 10, 20_000, 30), // nested in the 120 ms task: part of it
  task(2, 10, 200_000, 10), // exactly 10 ms: counted
  task(2, 10, 300_000, 60.5), // over 50
  task(2, 10, 300_000, 5, 'ParseHTML'), // not a task
  task(2, 11, 10_000, 200), // the compositor's: not the main thread
  task(1, 1, 10_000, 300), // the browser's: not the page
  task(2, 10, 900_000, 80), // after idle
];

describe('mainThreadTasks', () => {
  it('counts and sums the top-level main-thread tasks of 10 ms or more', () => {
    expect(mainThreadTasks(events)).toEqual({
      count: 4,
      sumMs: 270.5,
      longestMs: 120,
      overCount: 3,
    });
  });

  it('leaves out tasks that start after idle', () => {
    expect(mainThreadTasks({ traceEvents: events }, { untilUs: 500_000 })).toEqual({
      count: 3,
      sumMs: 190.5,
      longestMs: 120,
      overCount: 2,
    });
  });

  it('gives zeros for a trace without a renderer', () => {
    expect(mainThreadTasks([task(1, 1, 0, 500)])).toEqual({
      count: 0,
      sumMs: 0,
      longestMs: 0,
      overCount: 0,
    });
  });
});
