import { titleFromSlug } from './list-title';

it('titles a slug', () => {
  expect(titleFromSlug('high-volatility')).toBe('High Volatility');
});
