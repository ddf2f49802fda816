import { telemetrySampleFor } from './telemetry-sample';

it.each([
  [undefined, 1],
  ['', 1],
  ['  ', 1],
  ['0.25', 0.25],
  [' .5 ', 0.5],
  ['0', 0],
  ['1', 1],
  ['7', 1],
  ['-0.5', 0],
  ['half', 1],
  ['Infinity', 1],
  ['NaN', 1],
  ['{"fusion": 0.1, "*": 0.5}', 0.1],
  ['{"fun": 0.1, "*": 0.5}', 0.5],
  ['{"fun": 0.1}', 1],
  ['{"fusion": 3}', 1],
  ['{"fusion": "0.1", "*": 0.2}', 0.2],
  ['{"fusion": null}', 1],
  ['{"fusion": 0.1', 1],
  ['[0.1]', 1],
  ['{"__proto__": {"fusion": 0.1}}', 1],
])('reads %j for fusion as %d', (raw, share) => {
  expect(telemetrySampleFor(raw, 'fusion')).toBe(share);
});

it('reads no inherited key as a casino', () => {
  expect(telemetrySampleFor('{"*": 0.3}', 'toString')).toBe(0.3);
  expect(telemetrySampleFor('{"*": 0.3}', '__proto__')).toBe(0.3);
});
