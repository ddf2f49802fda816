// The pages of player protection: the shell's own (docs/player-protection.md), and the controller's
// it links to.

/** The responsible gaming page: one click from every page (the footer). */
export const RESPONSIBLE_GAMING_PATH = '/responsible-gaming';

/** The player's bets, wins, deposits and withdrawals (the profile panel, the reality check). */
export const ACCOUNT_HISTORY_PATH = '/account/history';

/** The casino's age check: a page of the controller (not a route of the shell), linked to. */
export const VERIFICATION_PAGE = '/pages/verification';
