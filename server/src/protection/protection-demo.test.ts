import { findPlayerByUsername } from '../db/players';
import { count } from '../testing/test-app';
import { createClockedApp, DAY, type ClockedApp } from '../testing/protection-kit';
import { activeBreak } from './access-store';
import { seedProtectionDemo } from './protection-demo';

let t: ClockedApp;
beforeAll(async () => {
  t = await createClockedApp();
});
afterAll(() => t.close());

const seed = (now: number) =>
  seedProtectionDemo(t.app.parlor.db, (key) => t.app.parlor.catalogueOf(key), now);

it('is idempotent, and puts `limited` back once per UTC day', () => {
  const db = t.app.parlor.db;
  const before = {
    deposits: count(t.app, 'deposits'),
    bets: count(t.app, 'bets'),
    breaks: count(t.app, 'person_breaks'),
    exclusions: count(t.app, 'person_exclusions'),
  };
  // one person each, whatever the number of their accounts
  expect(before.breaks).toBe(1);
  expect(before.exclusions).toBe(1);
  const resting = findPlayerByUsername(db, 'classic', 'resting')!.person_id;
  const until = activeBreak(db, resting, t.clock.now)!.until;
  seed(t.clock.now);
  expect(count(t.app, 'deposits')).toBe(before.deposits);
  expect(count(t.app, 'bets')).toBe(before.bets);
  // an active break is left as it is
  expect(activeBreak(db, resting, t.clock.now)!.until).toBe(until);
  // the next day: today's deposit and loss again, once for the person
  seed(t.clock.now + DAY);
  expect(count(t.app, 'deposits')).toBe(before.deposits + 1);
  expect(count(t.app, 'bets')).toBe(before.bets + 1);
  // once the break is over, a new one
  seed(until + 1);
  expect(activeBreak(db, resting, until + 1)!.until).toBe(until + 1 + 7 * DAY);
});
