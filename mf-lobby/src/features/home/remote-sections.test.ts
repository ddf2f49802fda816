import { requiredExposes } from '@parlor/shared/release';
import { REMOTE_SECTIONS } from './home-page';

describe('home sections from other remotes', () => {
  it('are what a release of their remote is checked against before a casino uses it', () => {
    for (const { remote, expose } of Object.values(REMOTE_SECTIONS)) {
      expect(requiredExposes(remote)).toContain(expose);
    }
  });
});
