import { withBasePath } from './base-path';

describe('withBasePath', () => {
  it('prefixes plain links with the configured base path', () => {
    expect(withBasePath('/dashboard/', '/casino')).toBe('/casino/dashboard/');
    expect(withBasePath('/', '/casino/')).toBe('/casino/');
    expect(withBasePath('/dashboard/', '/')).toBe('/dashboard/');
    expect(withBasePath('/dashboard/', undefined)).toBe('/dashboard/');
    expect(withBasePath('/casino/x', '/casino')).toBe('/casino/x');
  });
});
