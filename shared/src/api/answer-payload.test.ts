import { answerPayload } from './answer-payload';

describe('answerPayload', () => {
  it('parses JSON, encrypted or not', () => {
    expect(answerPayload(' {"a":1} ', false)).toEqual({ a: 1 });
    expect(answerPayload('[1]', true)).toEqual([1]);
    expect(answerPayload('"d2lyZQ=="', true)).toBe('d2lyZQ==');
  });

  it('hands text that is not JSON on as an envelope', () => {
    expect(answerPayload(' d2lyZQ== \n', true)).toBe('d2lyZQ==');
    expect(answerPayload('d2lyZQ==', false)).toBe('d2lyZQ==');
  });

  it('parses a bare JSON value only for a plain keyword', () => {
    expect(answerPayload('5', false)).toBe(5);
    expect(answerPayload('5', true)).toBe('5');
  });
});
