// Edge cases every generated catalogue carries, with fixed shortnames so that tests of other
// packages can rely on them. Listed in server/README.md ("Catalogue edge cases").

/** Shortnames of the edge-case games (the same in every casino unless noted). */
export const EDGE = {
  /** fusion only: one shortname offered by two providers (play-n-go, red-tiger) */
  multiProvider2: 'book-of-shadows',
  /** fusion only: one shortname offered by three providers (pragmatic-play, big-time-gaming, netent) */
  multiProvider3: 'wolf-gold-rush',
  /** synth: 1 with synth_details */
  synth: ['neon-synth-nights', 'synth-cyber-fortune'],
  /** pre_release: 1 (Exclusive tag) */
  preRelease: ['starlight-exclusive', 'aurora-vault'],
  /** game_lock 1, lock_by player_class */
  lockPlayerClass: 'vip-diamond-vault',
  /** game_lock 1, lock_by event, visible_event deposit */
  lockEventDeposit: 'deposit-dragon-hoard',
  /** game_lock 1, lock_by event, visible_event signup, target_date 30 days ahead */
  lockEventSignup: 'coming-soon-comet',
  /** jackpot > 0, jackpot_multiplier null */
  jackpotNone: 'jackpot-steady-crown',
  /** multiplier x3 without schedule (always active) */
  jackpotAlways: 'jackpot-always-triple',
  /** multiplier x2, one_time window from 2 days ago to 30 days ahead (active) */
  jackpotOneTimeActive: 'jackpot-flash-frenzy',
  /** multiplier x2, one_time window that ended 10 days ago (inactive) */
  jackpotOneTimeExpired: 'jackpot-faded-fortune',
  /** multiplier x2, daily 00:00-23:59 (active at any time of day) */
  jackpotDaily: 'jackpot-daily-double',
  /** multiplier x3, weekly on every weekday (active any day) */
  jackpotWeekly: 'jackpot-weekly-wheel',
  /** boosted +5000, no schedule (always active) */
  jackpotBoosted: 'jackpot-boosted-bonanza',
  /** jackpot 0 (never shown as a jackpot) */
  jackpotZero: 'jackpot-empty-pot',
  /** fusion only: provider sportsbook, its only game */
  sportsbook: 'first-sportsbook',
  /** game launch answers error mobile_only */
  mobileOnly: 'mobile-only-mystic',
  /** game launch answers error invalid_game */
  invalidGame: 'broken-reel-relic',
} as const;
