// The product's entities as they travel between the controller and the apps (docs/controller.md).
// Money is in currency units (two decimals) on the wire; the server keeps integer cents.
import type { ProtectionProfile } from './protection';

export type Lang = 'en' | 'de' | 'es' | 'fr';
export type LangCode = 'EN' | 'DE' | 'ES' | 'FR';
export type ThemeName = 'light' | 'dark';
export type Flag = 0 | 1;

export type RepeatParam = 'one_time' | 'daily' | 'weekly';

export interface JackpotSchedule {
  repeat_param: RepeatParam;
  /** one_time window, ISO 8601 with offset */
  start_at?: string;
  end_at?: string;
  /** daily window, HH:MM in server time (US Eastern) */
  start_time?: string;
  end_time?: string;
  /** weekly: the second item lists lowercase weekday names, e.g. ['weekly', ['monday', 'friday']] */
  recurrence?: [string, string[]];
}

export interface JackpotMultiplier {
  type: 'multiplier' | 'boosted';
  /** multiplier: a factor (2 means x2); boosted: an amount added to the jackpot */
  multipliers: { value: number };
  schedule?: JackpotSchedule | null;
}

export interface SubGroupSort {
  name: string;
  order: number;
}

export interface SynthDetails {
  imgLoader: string;
  imgReminder: string;
  linkReminder: string;
  imgPopup: string;
  frwText: string;
  frwTextSp: string;
}

export interface Game {
  /** unique per (shortname, provider) */
  id: number;
  name: string;
  display_name: string;
  /** the slug; several providers may offer the same shortname */
  shortname: string;
  /** category shortname */
  category: string;
  jackpot: number;
  jackpot_multiplier: JackpotMultiplier | null;
  /** theme shortnames */
  themes: string[];
  /** feature shortnames */
  features: string[];
  /** provider shortname */
  provider: string;
  /** YYYY-MM-DD */
  release_date: string;
  sub_groups: string[];
  sub_groups_with_sort: SubGroupSort[];
  synth: Flag;
  synth_details?: SynthDetails | null;
  /** shows an Exclusive tag */
  pre_release: Flag;
  game_lock: Flag;
}

export type LockBy = 'player_class' | 'event';
export type VisibleEvent = 'deposit' | 'signup';

export interface GameLockDetails {
  lock_by: LockBy;
  visible_event?: VisibleEvent | null;
  target_date?: string | null;
  game_name: string;
  display_name: string;
  img_portrait: string;
  img_landscape: string;
}

export interface Named {
  id: number;
  name: string;
  shortname: string;
}
export type Theme = Named;
export type Feature = Named;
export type Category = Named;
export interface Provider extends Named {
  /** derived on the client by counting games */
  gamescount?: number;
}

export interface GamesPayload {
  games: Game[];
  providers: Provider[];
  themes: Theme[];
  features: Feature[];
  categories: Category[];
  total_jackpot: number;
  /** the catalogue's version: the same string for the same catalogue (absent: always refill) */
  version?: string;
}

export interface NavItem {
  id: string;
  label: string;
  /** internal route ('/category/online-slots') or external address / page key */
  action: string;
  icon: string;
  internal: boolean;
}

export interface CasinoPages {
  signup: string;
  cashier: string;
  vipprogram: string;
  banking?: string;
  contact?: string;
  terms?: string;
  privacy?: string;
  [key: string]: string | undefined;
}

export interface HomeSectionConfig {
  id: string;
  layout?: 'row' | 'grid' | 'hero';
  heading?: string;
  /** view-all link target, e.g. '/subgroup/popular' */
  link?: string;
}

export interface CasinoConfig {
  environment: 'live' | 'staging' | 'local';
  language: Lang;
  casino_id: number;
  casino_name: string;
  /** base path of the site, '/' by default */
  base_location: string;
  currency: string;
  assets_domain: string;
  is_fusion: boolean;
  fun_money_casino: boolean;
  livedealer: string | false;
  tournaments: boolean;
  allow_play_for_free_before_login: boolean;
  use_diff_theme_icons: boolean;
  use_vertical_thumbs: boolean;
  loader_light: string;
  loader_dark: string;
  casino_logo_light: string;
  casino_logo_dark: string;
  pages: CasinoPages;
  navigation: Record<LangCode, NavItem[]>;
  launcher: Record<LangCode, NavItem[]>;
  dfs: boolean;
  dfs_popup: boolean;
  dfs_spinwheel: boolean;
  /** path of the main controller; the loyalty, coupon and web-play controllers beside it */
  controller_path: string;
  loyalty_controller_path: string;
  coupon_controller_path: string;
  webplay_controller_path: string;
  home_sections?: HomeSectionConfig[];
  chat_widget?: boolean;
  /** the casino's player protection tools and rules (docs/player-protection.md) */
  protection?: ProtectionProfile;
}

export interface Balances {
  balance: number | null;
  currency_code: string;
  withdrawable: number | null;
  playthrough: number | null;
  bonus: number | null;
  comp_points: number | null;
}

export interface Favorite {
  shortname: string;
  provider: string;
}

export type PlayerClass = 'regular' | 'new_player' | 'vip' | string;

export interface Player {
  PID: number;
  username: string;
  fname: string;
  lname: string;
  class: PlayerClass;
  class_vip_level: number;
  class_display_name: string;
  currency_code: string;
  practicemode: boolean;
  balances: Balances;
  favorites: Favorite[];
}

export interface ConfigResponse {
  config: CasinoConfig;
  player: Player | null;
}

export interface MessageCounter {
  total_unread: number;
}

export interface Message {
  id: number;
  subject: string;
  body: string;
  sent_at: string;
  read: boolean;
}

export interface MessageCenter {
  messages: Message[];
  count: MessageCounter;
}

export interface Referral {
  page: string | null;
  url: string | null;
}

export type NotificationName = 'favorite_add' | 'win' | 'lose' | 'lowbalance';

export interface Notification {
  notif_name: NotificationName;
  gameslug?: string;
}

export interface LaunchedGame {
  url: string;
  provider: string;
  synth: Flag;
  synth_details?: SynthDetails | null;
}

export interface GameLaunchResponse {
  success: boolean;
  games: LaunchedGame[];
  game_name: string;
  error: string | null;
}

export interface PromoScheduleValues {
  recurrence?: [string, string[]] | null;
  countdown?: boolean;
  end_at?: string | null;
  repeat_param?: RepeatParam | null;
  end_time?: string | null;
  weekly_end_time?: string | null;
}

export interface PromoDisplayOn {
  pages?: string[];
  categories?: string[];
  sub_groups?: string[];
  themes?: string[];
}

export interface Promo {
  id: number;
  title: string;
  text: string;
  /** a video when it ends in .mp4 */
  image: string;
  cta_link: string;
  cta_text: string;
  cta_attributes?: Record<string, string>;
  terms: string;
  min_deposit: number | null;
  schedule_values?: PromoScheduleValues | null;
  display_on?: PromoDisplayOn | null;
  display_on_webplay?: boolean;
  data?: { html?: string; css?: string; js?: string }[];
}

export interface PromosResponse {
  custom_promos: Promo[];
  regular_promos: Promo[];
  category: string;
}

export interface TournamentScheduleEntry {
  start_at_iso: string;
  end_at_iso: string;
  next_upcoming_startdate?: string | null;
}

/** Tournament as the fusion variant receives it. */
export interface Tournament {
  id: number;
  shortname: string;
  name: string;
  provider: string[];
  status: 'active' | 'running' | 'upcoming' | 'archived' | 'finished' | string;
  schedule: TournamentScheduleEntry[];
  prize_pool: number;
  archives_at: string;
  desktop_image: string;
  mobile_image: string;
  tournament_desktop_image: string;
  tournament_mobile_image: string;
  terms: string;
  associated_games: string[];
  paid_places: number;
  content: { left: string; right: string };
  /** the reference controller's extras: a buy-in (Buy-in button) and the live leaderboard */
  buy_in?: number;
  leaderboard?: TournamentLeaderboardEntry[];
  /** for a logged-in player: whether they joined the run shown (only entrants are ranked) */
  joined?: boolean;
}

/** POST ?jointournament: the player is in (`already_joined`: they were, nothing was charged). */
export interface TournamentJoinResult {
  success: true;
  tournament_id: number;
  joined: true;
  already_joined: boolean;
  /** what this call took from the real balance (0 when free or already joined) */
  charged: number;
  buy_in: number;
  /** the real balance after the join */
  balance: number;
}

/** One row of a tournament's leaderboard; `me` marks the logged-in player's own row. */
export interface TournamentLeaderboardEntry {
  rank: number;
  alias: string;
  points: number;
  me?: boolean;
}

/** Tournament in its other (standard) form. */
export interface TournamentStandard {
  tournament_id: number;
  tournament_name: string;
  tournament_start_date: string;
  tournament_end_date: string;
  prize_pool: number;
  status: string;
  image_webp: string;
  image_png: string;
}

export interface TournamentsResponse {
  active_tournaments: Tournament[];
  upcoming_tournaments: Tournament[];
  finished_tournaments: Tournament[];
}

export interface Winner {
  username: string;
  date: string;
  amount: number;
  game?: string;
  game_name?: string;
  shortname?: string;
  short_name?: string;
  provider: string;
}

export interface GameOfTheMonth {
  id: number;
  title: string;
  image: string;
  description: string;
  cta: { label: string; link: string };
}

export interface FreeSpinsSlice {
  no_of_spins: number;
  probability: number;
}

export type FreeSpinsReason =
  | 'email_not_clicked'
  | 'no_dfs_data'
  | 'no_dfs_game'
  | 'no_dfs_template'
  | 'server_error_email_click'
  | 'minimum_deposit'
  | 'redeemed_today'
  | 'active_coupon'
  | 'fivedolar_balance';

export interface FreeSpinsData {
  DFSSPINWHEEL: boolean;
  slices: FreeSpinsSlice[];
  allowed_to_redeem: boolean;
  reason_not_allowed_to_redeem: FreeSpinsReason | null;
  last_x_days: number;
  required_mininum_deposit: number;
  spins_remaining: number;
  email: string;
  game_slug: string;
  game_image: string;
  campaign_description: string;
  cashierURL: string;
  webplayURL: string;
  casino_id: number;
  terms_page: string;
  enabled_sections: string[];
  newrulevalidation: boolean;
  successmsg: string;
  /** the campaign game's display name */
  game_name?: string;
  /** the coupon template the redeem call names (DFSvalidation.template) */
  coupon_template?: string;
  /** the player's VIP tier (DFSvalidation.tier) */
  tier?: number;
  /** the one-time new-player offer is open for this player */
  new_player_offer?: boolean;
  /** commit and reveal: SHA-256 (hex) of today's secret seed, shown before the spin */
  commitment?: string | null;
  /** the message the seed is keyed with: `<player id>:<New York day>` */
  commitment_message?: string;
}

export interface DfsResponse {
  dfs: FreeSpinsData | null;
  dfs_popup: unknown | null;
  dfs_spinwheel: unknown | null;
}

export interface RedeemResult {
  success: boolean;
  gamename: string;
  gameimage: string;
  shortcut: string;
  freespins: number;
  responseMessage: string;
  /** on refusal: the rule that refused */
  reason?: FreeSpinsReason | null;
  /** on success: the slice the server drew and the revealed seed (commit and reveal) */
  slice?: number;
  seed?: string;
}

export interface Widget {
  id: string;
  kind: string;
  title: string;
  html?: string;
  link?: string;
}

/** What the shell needs before anything else, served per casino at GET /api/boot. */
export interface BootInfo {
  /** remote name (mf_lobby, ...) -> entry URL (remoteEntry.js or mf-manifest.json) */
  remotes: Record<string, string>;
  controller_path: string;
  /** payload passphrase: a shared setting, not a secret (TLS protects the data) */
  passphrase: string;
  /** the sportsbook's casino (reference server); the server alone knows which players may play */
  sportsbook?: { casino_id: number; player_ids?: number[] };
  /** the share of visits (0..1) whose browser reports telemetry; absent: the site takes none */
  telemetry?: { sample: number };
  /** the release preview this browser opened (a signed link), shown in a bar with End preview */
  preview?: BootPreview;
}

export interface BootPreview {
  remote: string;
  release: string;
  /** ISO time the preview link stops working */
  expires_at: string;
}

/** A 4xx/5xx answer of the reference server. */
export interface ApiError {
  error: string;
  code: string;
}

// Request and answer shapes of calls whose answer the product leaves to the server (docs/controller.md).

/** `{ success }` answers: setFavorite, sendfreespinemail, emailclickcheck, coupon, rollback. */
export interface SuccessResponse {
  success: boolean;
  error?: string | null;
}

/** GET ?gettoken */
export interface TokenResponse {
  token: string;
  /** the frame address the token (and Language) are appended to (reference server) */
  url?: string;
}

/** POST ?getlivedealer (the frame address) and GET ?gettournamentslobby. */
export interface UrlResponse {
  url: string;
}

/** GET ?stickybanner */
export interface StickyBanner {
  id?: string | number;
  text?: string;
  html?: string;
  link?: string;
  image?: string;
}

export type PromoTarget = 'ucc_lobby' | 'ucc_promotions';

/** POST ?redeem_dfs: the DFSvalidation object, coupon template fields beside these. */
export interface DfsRedeemRequest {
  DFSvalidation: {
    tier?: string | number;
    spins: number;
    wspins?: number;
    dfs_game: string;
    [templateField: string]: unknown;
  };
}

export interface LoginRequest {
  username: string;
  password: string;
  /** the terms version accepted at this login (after a 403 terms_update) */
  accept_terms?: string;
}

export interface SignupRequest extends Omit<LoginRequest, 'accept_terms'> {
  fname: string;
  lname: string;
  email: string;
  /** YYYY-MM-DD */
  dob: string;
  /** the terms version accepted, or "on" for the one the form showed */
  terms: string;
  marketing?: boolean;
  /** a daily deposit limit, in units */
  deposit_limit?: string;
}

/** Answer of /api/auth/login|logout|signup. */
export interface AuthOk {
  ok: true;
}
