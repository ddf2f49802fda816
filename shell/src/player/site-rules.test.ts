import { makeConfig } from '@parlor/shared/testing';
import {
  shouldOfferInstall,
  shouldRegisterServiceWorker,
  showDailyFreeSpins,
  showLoyalty,
  showRollbackBanner,
} from './site-rules';

describe('site rules', () => {
  it('offers the rollback only to players in the design trial', () => {
    expect(showRollbackBanner(true, 'tryout')).toBe(true);
    expect(showRollbackBanner(false, 'tryout')).toBe(false);
    expect(showRollbackBanner(true, 'rollback')).toBe(false);
    expect(showRollbackBanner(true, null)).toBe(false);
  });

  it('hides loyalty for guests, fusion and fun-money casinos', () => {
    const classic = makeConfig({ is_fusion: false });
    expect(showLoyalty(classic, true)).toBe(true);
    expect(showLoyalty(classic, false)).toBe(false);
    expect(showLoyalty(makeConfig({ is_fusion: true }), true)).toBe(false);
    expect(showLoyalty(makeConfig({ is_fusion: false, fun_money_casino: true }), true)).toBe(false);
  });

  it('shows daily free spins to players when configured', () => {
    expect(showDailyFreeSpins(makeConfig({ dfs: true }), true)).toBe(true);
    expect(showDailyFreeSpins(makeConfig({ dfs: true }), false)).toBe(false);
    expect(showDailyFreeSpins(makeConfig({ dfs: false }), true)).toBe(false);
  });

  it('registers the service worker on local and staging hosts only', () => {
    expect(shouldRegisterServiceWorker('local', 'localhost')).toBe(true);
    expect(shouldRegisterServiceWorker('local', 'classic.localhost')).toBe(true);
    expect(shouldRegisterServiceWorker('staging', 'staging.parlor.example')).toBe(true);
    expect(shouldRegisterServiceWorker('live', 'localhost')).toBe(false);
    expect(shouldRegisterServiceWorker('staging', 'www.parlor.example')).toBe(false);
  });

  it('offers the install prompt on mobile outside live, until dismissed', () => {
    const base = {
      mobile: true,
      environment: 'local' as const,
      dismissed: false,
      standalone: false,
    };
    expect(shouldOfferInstall(base)).toBe(true);
    expect(shouldOfferInstall({ ...base, mobile: false })).toBe(false);
    expect(shouldOfferInstall({ ...base, environment: 'live' })).toBe(false);
    expect(shouldOfferInstall({ ...base, dismissed: true })).toBe(false);
    expect(shouldOfferInstall({ ...base, standalone: true })).toBe(false);
  });
});
