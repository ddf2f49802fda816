// Player protection (docs/player-protection.md): what a casino offers (its profile, in the casino
// config) and where a player stands (GET /api/protection). The controller enforces every rule;
// the apps show them and ask.

export type ProtectionProfileName = 'uk' | 'mga' | 'none';
export type BreakPeriod = '24h' | '7d' | '30d' | '6w';
export type ExclusionPeriod = '6m' | '1y' | '5y' | 'indefinite';
export type LimitKind =
  'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'session_minutes';

export interface HelpContact {
  name: string;
  url: string;
  phone?: string;
}

/** The casino config's `protection`: which tools the casino offers, and their rules. */
export interface ProtectionProfile {
  profile: ProtectionProfileName;
  /** elapsed time and net position on real-money game pages */
  session_clock: boolean;
  reality_check: null | { intervals_min: number[]; default_min: number; can_turn_off: boolean };
  /** deposit and loss limits (none in a fun-money casino) */
  money_limits: boolean;
  session_limit: boolean;
  breaks: BreakPeriod[];
  exclusions: ExclusionPeriod[];
  help: HelpContact[];
  // The fields below came after the first version of the contract: a controller may not send them
  // yet, and the apps then show less.
  /** the licence the casino plays under, named in the footer */
  licence?: { regulator: string; number: string; url: string };
  /** when the person's age must be verified: before any play, free play included (UK), or
   * before a withdrawal */
  age_verification?: 'before_play' | 'before_withdrawal';
  /** the responsible gaming tools are shown once after sign-up, before the first stake (MGA) */
  tools_before_first_stake?: boolean;
  /** a play session ends after this many minutes without a launch or a bet */
  session_idle_min?: number;
  /** the minimum age to sign up */
  minimum_age?: number;
}

/** Where the person's age and identity check stands (set by the operator's KYC provider). */
export type AgeVerification = 'unverified' | 'pending' | 'verified' | 'refused';

export interface LimitState {
  /** cents for money limits, minutes for session_minutes; null: none */
  value: number | null;
  /** a raise or removal waiting out its 24 hours */
  pending: null | {
    value: number | null;
    effective_at: string;
    /** the 24 hours are over: the raise applies once the player confirms it */
    awaiting_confirmation?: boolean;
  };
}

/** GET /api/protection: where the logged-in player stands. */
export interface ProtectionState {
  profile: ProtectionProfileName;
  session: {
    started_at: string;
    elapsed_s: number;
    wagered_cents: number;
    won_cents: number;
    net_cents: number;
  };
  reality_check: { interval_min: number | null; due_at: string | null; due: boolean };
  limits: Partial<Record<LimitKind, LimitState>>;
  break: null | { until: string };
  exclusion: null | {
    until: string | null;
    end_requested_at: string | null;
    ends_at: string | null;
  };
  /** the person's age verification (absent from a controller of the first contract) */
  age_verification?: AgeVerification;
  /** the responsible gaming tools must be shown before the first stake (the profile asks it and
   * the player has not seen them yet) */
  show_tools?: boolean;
}

/** The codes of a refusal (HTTP 403) by a protection rule. */
export type ProtectionRefusalCode =
  | 'reality_check_due'
  | 'limit_reached'
  | 'on_break'
  | 'self_excluded'
  /** the casino's profile wants the person's age verified first (before play, or a withdrawal) */
  | 'age_unverified'
  /** a timed exclusion has ended but the person has not asked to come back, or the return's
   * cooling-off is running */
  | 'return_pending'
  /** the casino's terms changed since the player accepted them: accept the new version */
  | 'terms_update';

export interface ProtectionRefusal {
  error: string;
  code: ProtectionRefusalCode;
  limit?: LimitKind;
  /** ISO; null: indefinite */
  until?: string | null;
  /** terms_update: the version to accept */
  terms_version?: string;
}

export interface HistoryEntry {
  at: string;
  type: 'bet' | 'win' | 'deposit' | 'withdrawal' | 'buy_in';
  game?: string;
  amount_cents: number;
  balance_after_cents?: number;
  /** a withdrawal's state */
  status?: 'pending' | 'paid' | 'cancelled';
}

/** A withdrawal's way out of the account. */
export type WithdrawalMethod = 'bank_transfer' | 'card' | 'e_wallet';

/** GET /api/withdrawals: a withdrawal and where it stands. */
export interface Withdrawal {
  id: number;
  amount_cents: number;
  method: WithdrawalMethod;
  /** pending: the player may still cancel it (the money comes back); paid: it left the casino */
  status: 'pending' | 'paid' | 'cancelled';
  requested_at: string;
  /** pending: when the controller pays it */
  pays_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

export type IdentityDocumentType = 'passport' | 'id_card' | 'driving_licence';

/** GET /api/verification: the person's age verification and the document sent for it. */
export interface VerificationState {
  state: AgeVerification;
  document: null | { type: IdentityDocumentType; uploaded_at: string };
  /** when the review decided (verified or refused) */
  decided_at: string | null;
}
