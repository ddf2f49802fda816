import { liveDealerAccess } from './live-dealer-page';

describe('liveDealerAccess', () => {
  it('follows the casino: fusion to the category, classic for players with live dealer on', () => {
    expect(liveDealerAccess({ is_fusion: true, livedealer: 'x' }, true)).toBe('category');
    expect(liveDealerAccess({ is_fusion: false, livedealer: false }, true)).toBe('home');
    expect(liveDealerAccess({ is_fusion: false, livedealer: 'classic-live' }, false)).toBe('login');
    expect(liveDealerAccess({ is_fusion: false, livedealer: 'classic-live' }, true)).toBe(
      'allowed',
    );
    expect(liveDealerAccess(null, true)).toBe('home');
  });
});
