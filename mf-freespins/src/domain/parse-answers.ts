// Controller answers are checked before use: a malformed one is treated as a failed call.
import type { FreeSpinsData, FreeSpinsReason, FreeSpinsSlice, RedeemResult } from '@parlor/shared';

const REASONS: readonly FreeSpinsReason[] = [
  'email_not_clicked',
  'no_dfs_data',
  'no_dfs_game',
  'no_dfs_template',
  'server_error_email_click',
  'minimum_deposit',
  'redeemed_today',
  'active_coupon',
  'fivedolar_balance',
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function parseSlices(v: unknown): FreeSpinsSlice[] | null {
  if (!Array.isArray(v) || v.length < 2 || v.length > 24) return null;
  const slices = v.map((s: unknown) =>
    isObject(s) &&
    Number.isInteger(s.no_of_spins) &&
    (s.no_of_spins as number) >= 0 &&
    typeof s.probability === 'number' &&
    s.probability >= 0
      ? { no_of_spins: s.no_of_spins as number, probability: s.probability }
      : null,
  );
  return slices.every((s) => s !== null) ? (slices as FreeSpinsSlice[]) : null;
}

export function parseReason(v: unknown): FreeSpinsReason | null {
  return REASONS.find((r) => r === v) ?? null;
}

/** The dailyfreespins answer, or null when it is not one. */
export function parseFreeSpinsData(v: unknown): FreeSpinsData | null {
  if (!isObject(v) || typeof v.allowed_to_redeem !== 'boolean') return null;
  const slices = parseSlices(v.slices);
  const reason = parseReason(v.reason_not_allowed_to_redeem);
  if (v.allowed_to_redeem && (!slices || !str(v.game_slug))) return null;
  return {
    DFSSPINWHEEL: v.DFSSPINWHEEL === true,
    slices: slices ?? [],
    allowed_to_redeem: v.allowed_to_redeem,
    // an unknown reason still refuses: it reads as "no free spins data"
    reason_not_allowed_to_redeem: v.allowed_to_redeem ? null : (reason ?? 'no_dfs_data'),
    last_x_days: num(v.last_x_days),
    required_mininum_deposit: num(v.required_mininum_deposit),
    spins_remaining: num(v.spins_remaining),
    email: str(v.email),
    game_slug: str(v.game_slug),
    game_image: str(v.game_image),
    campaign_description: str(v.campaign_description),
    cashierURL: str(v.cashierURL),
    webplayURL: str(v.webplayURL),
    casino_id: num(v.casino_id),
    terms_page: str(v.terms_page),
    enabled_sections: Array.isArray(v.enabled_sections)
      ? v.enabled_sections.filter((s): s is string => typeof s === 'string')
      : [],
    newrulevalidation: v.newrulevalidation === true,
    successmsg: str(v.successmsg),
    game_name: str(v.game_name),
    coupon_template: str(v.coupon_template) || undefined,
    tier: num(v.tier),
    new_player_offer: v.new_player_offer === true,
    commitment: typeof v.commitment === 'string' ? v.commitment : null,
    commitment_message: str(v.commitment_message),
  };
}

/** The redeem answer, or null when it is not one. */
export function parseRedeemResult(v: unknown): RedeemResult | null {
  if (!isObject(v) || typeof v.success !== 'boolean') return null;
  if (v.success && !(Number.isInteger(v.freespins) && (v.freespins as number) > 0)) return null;
  return {
    success: v.success,
    gamename: str(v.gamename),
    gameimage: str(v.gameimage),
    shortcut: str(v.shortcut),
    freespins: num(v.freespins),
    responseMessage: str(v.responseMessage),
    reason: parseReason(v.reason),
    ...(Number.isInteger(v.slice) ? { slice: v.slice as number } : {}),
    ...(typeof v.seed === 'string' ? { seed: v.seed } : {}),
  };
}

/**
 * The DFS call: whether the popup should open by itself. The controller's show flag, or a player
 * who must confirm the email first (the popup is where the confirmation email is sent from).
 */
export function popupWanted(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (isObject(v.dfs_popup) && v.dfs_popup.show === true) return true;
  return isObject(v.dfs) && v.dfs.reason_not_allowed_to_redeem === 'email_not_clicked';
}

/** An image address the controller sent: an http(s) URL or a path of the site, else null. */
export function imageSource(v: string): string | null {
  if (sitePath(v)) return v;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link the controller sent, kept only when it stays on this site (a path, not `//host`). */
export function sitePath(v: string): string | null {
  return /^\/(?!\/)/.test(v) ? v : null;
}
