import { reasonScreen } from './reason-screen';

describe('reason screens', () => {
  it.each([
    ['email_not_clicked', 'email', 'email.before'],
    ['no_dfs_data', 'message', 'reason.no_dfs_data'],
    ['server_error_email_click', 'message', 'reason.no_dfs_data'],
    ['no_dfs_game', 'message', 'reason.no_dfs_game'],
    ['no_dfs_template', 'message', 'reason.no_dfs_template'],
    ['minimum_deposit', 'deposit', 'reason.minimum_deposit'],
    ['redeemed_today', 'countdown', 'reason.redeemed_today'],
    ['active_coupon', 'play', 'reason.active_coupon'],
    ['fivedolar_balance', 'message', 'reason.fivedolar_balance'],
  ])('%s shows the %s screen with %s', (reason, kind, text) => {
    expect(reasonScreen(reason)).toMatchObject({ kind, text });
  });

  it('uses the congratulations heading only for an active coupon', () => {
    expect(reasonScreen('active_coupon').heading).toBe('congrats_heading');
    expect(reasonScreen('minimum_deposit').heading).toBe('wrong_heading');
  });

  it('reads an unknown or missing reason as no data', () => {
    expect(reasonScreen('toString')).toEqual(reasonScreen('no_dfs_data'));
    expect(reasonScreen(null)).toEqual(reasonScreen('no_dfs_data'));
  });
});
