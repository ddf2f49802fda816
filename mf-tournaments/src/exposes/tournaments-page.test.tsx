import { prefetchCall } from '@parlor/shared';
import { clearPrefetchedCalls, installFakeApi } from '@parlor/shared/testing';
import { makeAnswer } from '../test/tournament-fixtures';
import TournamentsPage from './tournaments-page';

const prime = (TournamentsPage as unknown as { prime: () => Promise<unknown> }).prime;

beforeEach(() => clearPrefetchedCalls());

it('primes the page with the tournaments the shell asked for with it, so its first render shows them', async () => {
  let answer: (value: unknown) => void = () => {};
  installFakeApi({ getTournaments: jest.fn(() => new Promise((done) => (answer = done))) });
  prefetchCall('getTournaments', { lang: 'en' });
  let primed = false;
  void prime().then(() => (primed = true));
  await Promise.resolve();
  expect(primed).toBe(false);
  answer(makeAnswer());
  await new Promise((done) => setTimeout(done, 0));
  expect(primed).toBe(true);
});
