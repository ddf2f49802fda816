import { createRateLimiter } from './rate-limiter';

let clock = 0;
const now = () => clock;
beforeEach(() => {
  clock = 1_000_000;
});

const takes = (take: () => boolean, times: number) =>
  Array.from({ length: times }, take).filter(Boolean).length;

it('lets an address send its burst, then refills at its rate', () => {
  const limiter = createRateLimiter({ perMinute: 30, now });
  expect(takes(() => limiter.take('a'), 40)).toBe(30);
  expect(limiter.take('a')).toBe(false);
  // another address has its own bucket
  expect(limiter.take('b')).toBe(true);
  clock += 2_000; // one token a 2 s
  expect(limiter.take('a')).toBe(true);
  expect(limiter.take('a')).toBe(false);
  clock += 60_000;
  expect(takes(() => limiter.take('a'), 40)).toBe(30);
});

it('takes a burst other than the rate', () => {
  const limiter = createRateLimiter({ perMinute: 60, burst: 5, now });
  expect(takes(() => limiter.take('a'), 10)).toBe(5);
});

it('remembers at most so many addresses, forgetting full buckets first, then the oldest', () => {
  const limiter = createRateLimiter({ perMinute: 10, maxClients: 100, now });
  for (let i = 0; i < 10_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
  expect(limiter.size()).toBeLessThanOrEqual(100);
  // a limited address stays limited while others come and go, as long as it keeps sending
  const busy = createRateLimiter({ perMinute: 10, maxClients: 3, now });
  expect(takes(() => busy.take('busy'), 20)).toBe(10);
  busy.take('x');
  busy.take('y');
  expect(busy.take('busy')).toBe(false);
  busy.take('z');
  expect(busy.size()).toBe(3);
  expect(busy.take('busy')).toBe(false);
});
