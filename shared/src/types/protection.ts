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
}

export interface LimitState {
  /** cents for money limits, minutes for session_minutes; null: none */
  value: number | null;
  /** a raise or removal waiting out its 24 hours */
  pending: null | { value: number | null; effective_at: string };
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
}

/** The codes of a refusal (HTTP 403) by a protection rule. */
export type ProtectionRefusalCode =
  'reality_check_due' | 'limit_reached' | 'on_break' | 'self_excluded';

export interface ProtectionRefusal {
  error: string;
  code: ProtectionRefusalCode;
  limit?: LimitKind;
  /** ISO; null: indefinite */
  until?: string | null;
}

export interface HistoryEntry {
  at: string;
  type: 'bet' | 'win' | 'deposit' | 'withdrawal';
  game?: string;
  amount_cents: number;
  balance_after_cents?: number;
}
