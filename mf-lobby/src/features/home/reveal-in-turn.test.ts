import { revealInTurn } from './reveal-in-turn';

let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  globalThis.requestIdleCallback = ((task: () => void) => {
    idle.push(task);
    return idle.length;
  }) as typeof requestIdleCallback;
});
afterEach(() => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** The browser has one idle moment. */
const idleMoment = () => idle.shift()?.();

it('reveals one section per idle moment, in the order they asked', () => {
  const revealed: string[] = [];
  revealInTurn(() => revealed.push('jackpots'));
  revealInTurn(() => revealed.push('providers'));
  revealInTurn(() => revealed.push('winners'));
  expect(revealed).toEqual([]);
  idleMoment();
  expect(revealed).toEqual(['jackpots']);
  idleMoment();
  idleMoment();
  expect(revealed).toEqual(['jackpots', 'providers', 'winners']);
  expect(idle).toHaveLength(0);
});

it('skips a section that no longer waits (scrolled to, or gone)', () => {
  const revealed: string[] = [];
  revealInTurn(() => revealed.push('jackpots'));
  const cancel = revealInTurn(() => revealed.push('providers'));
  revealInTurn(() => revealed.push('winners'));
  cancel();
  idleMoment();
  idleMoment();
  expect(revealed).toEqual(['jackpots', 'winners']);
});
