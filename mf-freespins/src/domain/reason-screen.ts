import type { FreeSpinsReason } from '@parlor/shared';

/** What a refused player sees: the screen kind and its text key (locales: `reason.*`). */
export interface ReasonScreen {
  kind: 'email' | 'deposit' | 'countdown' | 'play' | 'message';
  /** i18n key of the heading */
  heading: 'wrong_heading' | 'congrats_heading' | 'email.heading';
  /** i18n key of the reason text */
  text: string;
}

const SCREENS: Record<FreeSpinsReason, ReasonScreen> = {
  email_not_clicked: { kind: 'email', heading: 'email.heading', text: 'email.before' },
  no_dfs_data: { kind: 'message', heading: 'wrong_heading', text: 'reason.no_dfs_data' },
  // an email-check failure on the server reads as "no free spins data" to the player
  server_error_email_click: {
    kind: 'message',
    heading: 'wrong_heading',
    text: 'reason.no_dfs_data',
  },
  no_dfs_game: { kind: 'message', heading: 'wrong_heading', text: 'reason.no_dfs_game' },
  no_dfs_template: { kind: 'message', heading: 'wrong_heading', text: 'reason.no_dfs_template' },
  minimum_deposit: { kind: 'deposit', heading: 'wrong_heading', text: 'reason.minimum_deposit' },
  redeemed_today: { kind: 'countdown', heading: 'wrong_heading', text: 'reason.redeemed_today' },
  active_coupon: { kind: 'play', heading: 'congrats_heading', text: 'reason.active_coupon' },
  fivedolar_balance: {
    kind: 'message',
    heading: 'wrong_heading',
    text: 'reason.fivedolar_balance',
  },
};

/** The screen of a reason; an unknown reason reads as "no free spins data". */
export function reasonScreen(reason: string | null | undefined): ReasonScreen {
  return reason && Object.prototype.hasOwnProperty.call(SCREENS, reason)
    ? SCREENS[reason as FreeSpinsReason]
    : SCREENS.no_dfs_data;
}
