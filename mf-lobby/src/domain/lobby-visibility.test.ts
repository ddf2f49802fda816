import { isProviderListed } from './lobby-visibility';

it('never lists the sportsbook provider', () => {
  expect(isProviderListed('sportsbook')).toBe(false);
  expect(isProviderListed('netent')).toBe(true);
});
