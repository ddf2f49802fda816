import {
  imageSource,
  parseFreeSpinsData,
  parseRedeemResult,
  popupWanted,
  sitePath,
} from './parse-answers';

const slices = [
  { no_of_spins: 5, probability: 0.5 },
  { no_of_spins: 10, probability: 0.5 },
];

describe('controller answers', () => {
  it('keeps a valid free spins answer and refuses malformed ones', () => {
    const data = parseFreeSpinsData({ allowed_to_redeem: true, slices, game_slug: 'gold' });
    expect(data).toMatchObject({ allowed_to_redeem: true, reason_not_allowed_to_redeem: null });
    expect(parseFreeSpinsData({ allowed_to_redeem: true, slices: 'x', game_slug: 'gold' })).toBe(
      null,
    );
    expect(parseFreeSpinsData(null)).toBeNull();
    expect(parseFreeSpinsData({ allowed_to_redeem: 'yes' })).toBeNull();
  });

  it('reads an unknown refusal as no data', () => {
    expect(
      parseFreeSpinsData({ allowed_to_redeem: false, reason_not_allowed_to_redeem: 'weird' })
        ?.reason_not_allowed_to_redeem,
    ).toBe('no_dfs_data');
  });

  it('checks a redeem result', () => {
    expect(parseRedeemResult({ success: true, freespins: 10, gamename: 'Gold' })).toMatchObject({
      success: true,
      freespins: 10,
    });
    expect(parseRedeemResult({ success: true, freespins: 0 })).toBeNull();
    expect(parseRedeemResult({ success: false, responseMessage: 'no' })).toMatchObject({
      success: false,
      responseMessage: 'no',
    });
  });

  it('opens the popup only when asked and keeps links on the site', () => {
    expect(popupWanted({ dfs_popup: { show: true } })).toBe(true);
    expect(popupWanted({ dfs_popup: null })).toBe(false);
    expect(sitePath('/play/gold?by=x')).toBe('/play/gold?by=x');
    expect(sitePath('//evil.example/')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
  });
});

describe('what the popup takes from the controller', () => {
  it('opens by itself for a player who has to confirm the email, whatever the show flag', () => {
    expect(
      popupWanted({
        dfs: { reason_not_allowed_to_redeem: 'email_not_clicked' },
        dfs_popup: { show: false },
      }),
    ).toBe(true);
    expect(
      popupWanted({ dfs: { reason_not_allowed_to_redeem: 'minimum_deposit' }, dfs_popup: null }),
    ).toBe(false);
  });

  it('keeps an image address only when it is http(s) or a path of the site', () => {
    expect(imageSource('https://assets.example/games/gold/landscape.jpg')).toBe(
      'https://assets.example/games/gold/landscape.jpg',
    );
    expect(imageSource('/games/gold.jpg')).toBe('/games/gold.jpg');
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(imageSource('')).toBeNull();
  });
});
