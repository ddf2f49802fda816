import { scrubMessage } from './scrub-message';

it('keeps a message’s words and its addresses without their query strings', () => {
  expect(scrubMessage('Loading chunk 412 failed. (error: http://x:8081/412.js?v=3)')).toBe(
    'Loading chunk 412 failed. (error: http://x:8081/412.js)',
  );
  expect(scrubMessage('GET /api/controller?getbalance&token=abc failed')).toBe(
    'GET /api/controller failed',
  );
});

it('takes out player data: e-mail addresses and long numbers', () => {
  expect(scrubMessage('player 1234567 (ann@example.com) balance 25000.50')).toBe(
    'player # (<email>) balance #.50',
  );
});

it('keeps at most 300 characters', () => {
  expect(scrubMessage('a'.repeat(400))).toHaveLength(300);
});
