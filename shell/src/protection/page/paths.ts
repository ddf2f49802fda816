// The shell's own pages of player protection (docs/player-protection.md).

/** The responsible gaming page: one click from every page (the footer). */
export const RESPONSIBLE_GAMING_PATH = '/responsible-gaming';

/** The player's bets, wins, deposits and withdrawals (the profile panel, the reality check). */
export const ACCOUNT_HISTORY_PATH = '/account/history';
