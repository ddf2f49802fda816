// The free spins keywords (docs/free-spins.md): DFS on the main controller, and dailyfreespins,
// sendfreespinemail, emailclickcheck and redeem_dfs, which the loyalty controller (/api/loyalty)
// answers as well as the main one. A cross-site POST never reaches them (security/same-origin.ts).
import type {
  DfsResponse,
  FreeSpinsData,
  FreeSpinsReason,
  Game,
  RedeemResult,
} from '@parlor/shared/types';
import { assetsOrigin, type CasinoDef } from '../casinos/casinos';
import type { AppContext } from '../context';
import type { KeywordMap, PlayerKeywordCall } from '../controller/keyword';
import { sendError } from '../http';
import { sendRefusal } from '../protection/refusal-reply';
import { ProtectionRefused } from '../protection/refusals';
import {
  COUPON_TEMPLATE,
  EMAIL_SENDS_PER_WINDOW,
  EMAIL_SEND_WINDOW_MS,
  LAST_X_DAYS,
  REQUIRED_MINIMUM_DEPOSIT_CENTS,
  WHEEL_SLICES,
  commitmentOf,
  isClientSeed,
  popupShows,
} from './freespins-rules';
import {
  eligibility,
  newPlayerOfferOpen,
  redeemDaily,
  seedOf,
  sendConfirmationEmail,
  type Eligibility,
} from './freespins-store';

const WHEEL_IMAGE_SIZE = 350;

/** What the redeem call answers when a rule refuses, in the controller's words. */
export const REFUSAL_MESSAGES: Record<FreeSpinsReason, string> = {
  email_not_clicked: 'Please confirm your email address first.',
  no_dfs_data: 'There are no daily free spins for your account right now.',
  no_dfs_game: 'The free spins game is not available right now.',
  no_dfs_template: 'There is no free spins offer set up for your account.',
  server_error_email_click: 'There are no daily free spins for your account right now.',
  minimum_deposit: `A deposit of at least ${(REQUIRED_MINIMUM_DEPOSIT_CENTS / 100).toFixed(2)} in the last ${LAST_X_DAYS} days is needed.`,
  redeemed_today: 'You have already redeemed your free spins today.',
  active_coupon: 'You still have free spins to play.',
  fivedolar_balance: 'A balance of at least 5.00 is needed.',
};

function gameLinks(casino: CasinoDef, game: Game, hostname: string, assetsPort: number) {
  const assets = assetsOrigin({ hostname, assetsPort });
  return {
    image: `${assets}/games/${game.shortname}/${game.provider}/landscape.jpg`,
    shortcut: `/play/${game.shortname}${casino.is_fusion ? `?by=${encodeURIComponent(game.provider)}` : ''}`,
  };
}

export function freeSpinsKeywords(ctx: AppContext): KeywordMap {
  const now = () => Date.now();

  const dataOf = (call: PlayerKeywordCall, e: Eligibility): FreeSpinsData => {
    const player = call.player;
    const links = e.game
      ? gameLinks(call.casino, e.game, call.hostname, ctx.settings.assetsPort)
      : { image: '', shortcut: '' };
    const allowed = e.reason === null;
    return {
      DFSSPINWHEEL: call.casino.dfs,
      slices: WHEEL_SLICES.map((s) => ({ ...s })),
      allowed_to_redeem: allowed,
      reason_not_allowed_to_redeem: e.reason,
      last_x_days: LAST_X_DAYS,
      required_mininum_deposit: REQUIRED_MINIMUM_DEPOSIT_CENTS / 100,
      spins_remaining: allowed ? 1 : 0,
      email: player.email,
      game_slug: e.game?.shortname ?? '',
      game_image: links.image,
      game_name: e.game?.display_name ?? '',
      campaign_description: 'Spin the wheel once a day for free spins on our featured slot.',
      // server pages: under the site's base path
      cashierURL: `${call.request.server.parlorBasePath}/pages/cashier`,
      webplayURL: links.shortcut,
      casino_id: call.casino.casino_id,
      terms_page: `${call.request.server.parlorBasePath}/pages/terms`,
      // 'mailbox': the demo mailbox page is served (only with the demo accounts)
      enabled_sections: ctx.settings.seedDemo ? ['wheel', 'email', 'mailbox'] : ['wheel', 'email'],
      newrulevalidation: true,
      successmsg: 'Enjoy your free spins!',
      coupon_template: COUPON_TEMPLATE,
      tier: player.class_vip_level,
      new_player_offer: newPlayerOfferOpen(ctx.db, player),
      commitment: allowed ? commitmentOf(seedOf(ctx.db, player.id, e.day)) : null,
      commitment_message: `${player.id}:${e.day}`,
    };
  };

  const check = (call: PlayerKeywordCall) =>
    eligibility(ctx.db, call.casino, call.catalogue, call.player, now());

  const refused = (reason: FreeSpinsReason): RedeemResult => ({
    success: false,
    gamename: '',
    gameimage: '',
    shortcut: '',
    freespins: 0,
    responseMessage: REFUSAL_MESSAGES[reason],
    reason,
  });

  return {
    DFS: {
      methods: ['GET'],
      player: true,
      answer: 'encrypted',
      handle: (call): DfsResponse => {
        if (!call.casino.dfs) return { dfs: null, dfs_popup: null, dfs_spinwheel: null };
        const data = dataOf(call, check(call));
        const body: DfsResponse = {
          dfs: data,
          // The popup opens by itself only when there is something to take or to confirm.
          dfs_popup: { show: popupShows(data) },
          dfs_spinwheel: { slices: data.slices, image_size: WHEEL_IMAGE_SIZE },
        };
        return body;
      },
    },
    dailyfreespins: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      handle: (call) =>
        call.reply.header('cache-control', 'no-store').send(dataOf(call, check(call))),
    },
    sendfreespinemail: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      // each send is an email to a real inbox: a few per player and window
      limit: {
        max: EMAIL_SENDS_PER_WINDOW,
        windowMs: EMAIL_SEND_WINDOW_MS,
        per: 'player',
        message: 'Too many emails, retry in a few minutes',
      },
      handle: ({ reply, player }) => {
        sendConfirmationEmail(ctx.db, player.id, now());
        return reply.header('cache-control', 'no-store').send({ success: true });
      },
    },
    emailclickcheck: {
      methods: ['GET'],
      player: true,
      answer: 'plain',
      handle: (call) => {
        const e = check(call);
        if (e.state.campaign === 'email_check_error') {
          return sendError(call.reply, 503, 'email_check_failed', 'The email check is unavailable');
        }
        return call.reply
          .header('cache-control', 'no-store')
          .send({ success: e.state.emailClicked });
      },
    },
    redeem_dfs: {
      methods: ['GET', 'POST'],
      player: true,
      answer: 'plain',
      handle: (call) => {
        const { request, reply, player } = call;
        if (request.method === 'GET') {
          // The DFSvalidation object a redeem should post today.
          const e = check(call);
          return reply.header('cache-control', 'no-store').send({
            DFSvalidation: {
              template: COUPON_TEMPLATE,
              tier: player.class_vip_level,
              spins: 0,
              wspins: 0,
              dfs_game: e.game?.shortname ?? '',
            },
            allowed_to_redeem: e.reason === null,
            reason_not_allowed_to_redeem: e.reason,
          });
        }
        const v = (request.body as { DFSvalidation?: unknown } | undefined)?.DFSvalidation;
        const valid =
          typeof v === 'object' &&
          v !== null &&
          typeof (v as Record<string, unknown>).dfs_game === 'string' &&
          Number.isInteger((v as Record<string, unknown>).spins) &&
          ((v as Record<string, unknown>).wspins === undefined ||
            Number.isInteger((v as Record<string, unknown>).wspins)) &&
          ['string', 'number', 'undefined'].includes(typeof (v as Record<string, unknown>).tier) &&
          ['string', 'undefined'].includes(typeof (v as Record<string, unknown>).template);
        if (!valid) {
          return sendError(
            reply,
            400,
            'invalid_input',
            'expected JSON { DFSvalidation: { dfs_game, spins, client_seed, wspins?, tier?, template? } }',
          );
        }
        const body = v as { dfs_game: string; template?: string; client_seed?: unknown };
        if (!isClientSeed(body.client_seed)) {
          return sendError(
            reply,
            400,
            'invalid_client_seed',
            'client_seed must be 16 to 64 letters, digits, - or _',
          );
        }
        const e = check(call);
        if (e.game && body.dfs_game !== e.game.shortname) {
          return sendError(reply, 400, 'invalid_input', 'dfs_game is not today\u2019s game');
        }
        if (body.template !== undefined && body.template !== COUPON_TEMPLATE) {
          return sendError(reply, 400, 'invalid_input', 'Unknown coupon template');
        }
        let outcome: ReturnType<typeof redeemDaily>;
        try {
          outcome = redeemDaily(
            ctx.db,
            call.casino,
            call.catalogue,
            player,
            now(),
            body.client_seed,
          );
        } catch (error) {
          // the protection gate where the spins are given (a break, an exclusion, the age check)
          if (error instanceof ProtectionRefused) return sendRefusal(reply, error.refusal);
          throw error;
        }
        if (!outcome.ok)
          return reply.header('cache-control', 'no-store').send(refused(outcome.reason));
        const links = gameLinks(call.casino, outcome.game, call.hostname, ctx.settings.assetsPort);
        const result: RedeemResult = {
          success: true,
          gamename: outcome.game.display_name,
          gameimage: links.image,
          shortcut: links.shortcut,
          freespins: outcome.spins,
          responseMessage: `${outcome.spins} free spins were added to ${outcome.game.display_name}.`,
          reason: null,
          slice: outcome.slice,
          seed: outcome.seed,
        };
        return reply.header('cache-control', 'no-store').send(result);
      },
    },
  };
}

/** The keywords the loyalty controller answers (all of them also on the main controller). */
export const LOYALTY_KEYWORDS = [
  'dailyfreespins',
  'sendfreespinemail',
  'emailclickcheck',
  'redeem_dfs',
] as const;

/** The loyalty controller's map: the free spins keywords it answers. */
export function loyaltyKeywords(ctx: AppContext): KeywordMap {
  const all = freeSpinsKeywords(ctx);
  return Object.fromEntries(LOYALTY_KEYWORDS.map((name) => [name, all[name]!]));
}
