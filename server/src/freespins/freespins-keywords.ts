// Daily free spins on the controller (docs/free-spins.md): DFS on the main controller, the
// loyalty controller's dailyfreespins / sendfreespinemail / emailclickcheck / redeem_dfs, the
// coupon controller and the demo mailbox page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  DfsResponse,
  FreeSpinsData,
  FreeSpinsReason,
  Game,
  RedeemResult,
} from '@parlor/shared/types';
import { assetsOrigin, type CasinoDef } from '../casinos/casinos';
import { currentPlayer, type AppContext } from '../context';
import { encodeEnvelope } from '../crypto/encode-envelope';
import type { KeywordDef, PlayerKeywordCall } from '../controller/keyword';
import type { PlayerRow } from '../db/players';
import { escapeHtml, field, requestCasino, sendError, sendHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { pageOptions } from '../pages/base-links';
import { renderPage } from '../pages/page-layout';
import { DFS_SUMMARY_TEXTS, MAILBOX_TEXTS } from '../pages/server-page-texts';
import { createIpLimiter, type IpLimiter } from '../security/ip-limiter';
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
  confirmEmail,
  eligibility,
  newPlayerOfferOpen,
  pendingEmail,
  redeemCouponOnce,
  redeemDaily,
  seedOf,
  sendConfirmationEmail,
  type Eligibility,
} from './freespins-store';

const WHEEL_IMAGE_SIZE = 350;

type MailboxTextKey = keyof (typeof MAILBOX_TEXTS)['en'];

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

/** Refuses a state-changing request sent from another site. */
export function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

// Each send is an email to a real inbox: a few per player and window, one count per site (the
// keyword is reachable on more than one controller path).
const emailSendLimits = new WeakMap<AppContext, IpLimiter>();
function emailSendLimit(ctx: AppContext): IpLimiter {
  let limit = emailSendLimits.get(ctx);
  if (!limit) {
    limit = createIpLimiter(EMAIL_SENDS_PER_WINDOW, EMAIL_SEND_WINDOW_MS);
    emailSendLimits.set(ctx, limit);
  }
  return limit;
}

export function freeSpinsKeywords(ctx: AppContext): Record<string, KeywordDef> {
  const now = () => Date.now();
  const emailSends = emailSendLimit(ctx);
  const encrypted = (reply: FastifyReply, value: unknown) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(encodeEnvelope(value, ctx.settings.passphrase));

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
      handle: (call) => {
        if (!call.casino.dfs) {
          const none: DfsResponse = { dfs: null, dfs_popup: null, dfs_spinwheel: null };
          return encrypted(call.reply, none);
        }
        const data = dataOf(call, check(call));
        const body: DfsResponse = {
          dfs: data,
          // The popup opens by itself only when there is something to take or to confirm.
          dfs_popup: { show: popupShows(data) },
          dfs_spinwheel: { slices: data.slices, image_size: WHEEL_IMAGE_SIZE },
        };
        return encrypted(call.reply, body);
      },
    },
    dailyfreespins: {
      methods: ['GET'],
      player: true,
      handle: (call) =>
        call.reply.header('cache-control', 'no-store').send(dataOf(call, check(call))),
    },
    sendfreespinemail: {
      methods: ['GET'],
      player: true,
      handle: ({ reply, player }) => {
        if (!emailSends.allow(`player:${player.id}`, now())) {
          return sendError(reply, 429, 'rate_limited', 'Too many emails, retry in a few minutes');
        }
        sendConfirmationEmail(ctx.db, player.id, now());
        return reply.header('cache-control', 'no-store').send({ success: true });
      },
    },
    emailclickcheck: {
      methods: ['GET'],
      player: true,
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
        if (foreignOrigin(request)) {
          return sendError(reply, 403, 'forbidden_origin', 'Cross-site requests are refused');
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
        const outcome = redeemDaily(
          ctx.db,
          call.casino,
          call.catalogue,
          player,
          now(),
          body.client_seed,
        );
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

const LOYALTY_KEYWORDS = ['dailyfreespins', 'sendfreespinemail', 'emailclickcheck', 'redeem_dfs'];

/** The loyalty controller (/api/loyalty), the coupon controller (/api/coupon) and the mailbox. */
export function registerFreeSpinsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keywords = freeSpinsKeywords(ctx);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/loyalty',
    handler: async (request, reply) => {
      const q = request.url.indexOf('?');
      const keyword = q < 0 ? '' : (request.url.slice(q + 1).split(/[&=]/)[0] ?? '');
      if (!LOYALTY_KEYWORDS.includes(keyword)) {
        return sendError(reply, 404, 'unknown_keyword', 'Unknown loyalty keyword');
      }
      const def = keywords[keyword]!;
      const method = request.method as 'GET' | 'POST';
      if (!def.methods.includes(method)) {
        return sendError(
          reply,
          405,
          'method_not_allowed',
          `${keyword} expects ${def.methods.join(' or ')}`,
        );
      }
      const { casino, hostname } = requestCasino(request);
      const player = currentPlayer(ctx, request, casino);
      if (!player) return sendError(reply, 401, 'auth_required', 'Log in first');
      return def.handle({
        request,
        reply,
        casino,
        hostname,
        catalogue: ctx.catalogueOf(casino),
        player,
      });
    },
  });

  app.post('/api/coupon', async (request, reply) => {
    if (foreignOrigin(request)) {
      return sendError(reply, 403, 'forbidden_origin', 'Cross-site requests are refused');
    }
    const { casino } = requestCasino(request);
    const player = currentPlayer(ctx, request, casino);
    if (!player) return sendError(reply, 401, 'auth_required', 'Log in first');
    const code = field(request.body, 'redeem');
    const redirect = field(request.body, 'redirect');
    if (
      !code ||
      !/^[A-Z0-9]{3,20}$/.test(code) ||
      (redirect !== undefined && redirect !== 'false')
    ) {
      return sendError(
        reply,
        400,
        'invalid_input',
        'expected redeem=<coupon code> and redirect=false',
      );
    }
    const outcome = redeemCouponOnce(ctx.db, ctx.catalogueOf(casino), player, code, Date.now());
    if (!outcome.ok && (outcome.code === 'unknown_coupon' || outcome.code === 'no_game')) {
      const status = outcome.code === 'unknown_coupon' ? 404 : 503;
      return sendError(reply, status, outcome.code, couponMessage(outcome.code));
    }
    if (!outcome.ok) {
      // A refusal the player can be told about: once redeemed, or not a new player.
      return reply
        .header('cache-control', 'no-store')
        .send({ success: false, code: outcome.code, error: couponMessage(outcome.code) });
    }
    return reply
      .header('cache-control', 'no-store')
      .send({ success: true, freespins: outcome.spins, game: outcome.game.shortname });
  });

  // The demo mailbox: stands in for the player's inbox; its link confirms the email address.
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    casino: CasinoDef,
    title: MailboxTextKey,
    body: (t: (key: MailboxTextKey, vars?: Record<string, string>) => string) => string,
  ) => {
    const options = pageOptions(request);
    const t = (key: MailboxTextKey, vars?: Record<string, string>) =>
      escapeHtml(pageText(MAILBOX_TEXTS, options.lang, key, vars));
    return sendHtml(
      reply,
      renderPage(casino, pageText(MAILBOX_TEXTS, options.lang, title), body(t), options),
      { status },
    );
  };

  app.get('/pages/mailbox', async (request, reply) => {
    // it shows the confirmation link: a stand-in for the demo accounts, never a live site's page
    if (!ctx.settings.seedDemo) return sendError(reply, 404, 'not_found', 'Not found');
    const { casino } = requestCasino(request);
    const player = currentPlayer(ctx, request, casino);
    if (!player) return page(request, reply, 401, casino, 'title', (t) => `<p>${t('log_in')}</p>`);
    const mail = pendingEmail(ctx.db, player.id, Date.now());
    if (!mail) {
      return page(
        request,
        reply,
        200,
        casino,
        'title',
        (t) => `<p>${t('no_mail', { email: player.email })}</p>`,
      );
    }
    return page(
      request,
      reply,
      200,
      casino,
      'title',
      (t) => `<article><h2>${t('subject')}</h2>
<p>${t('to', { email: player.email })}</p>
<p>${t('body', { name: player.fname })}</p>
<p><a href="/pages/mailbox/confirm?token=${escapeHtml(mail.token)}">${t('confirm')}</a></p></article>`,
    );
  });

  app.get('/pages/mailbox/confirm', async (request, reply) => {
    const { casino } = requestCasino(request);
    const player = currentPlayer(ctx, request, casino);
    if (!player) {
      return page(request, reply, 401, casino, 'title', (t) => `<p>${t('log_in_confirm')}</p>`);
    }
    const token = field(request.query, 'token') ?? '';
    const ok = confirmEmail(ctx.db, player.id, token, Date.now());
    return ok
      ? page(
          request,
          reply,
          200,
          casino,
          'confirmed_title',
          (t) => `<p>${t('confirmed_text')}</p><p><a href="/">${t('back')}</a></p>`,
        )
      : page(request, reply, 400, casino, 'expired_title', (t) => `<p>${t('expired_text')}</p>`);
  });
}

function couponMessage(code: 'unknown_coupon' | 'not_eligible' | 'already_redeemed' | 'no_game') {
  return {
    unknown_coupon: 'Unknown coupon code',
    not_eligible: 'This coupon is for new players only',
    already_redeemed: 'This coupon was already redeemed',
    no_game: 'The free spins game is not available right now',
  }[code];
}

/** The body of the dashboard's daily free spins page: where the player stands, and the popup. */
export function dailyFreeSpinsSummary(
  ctx: AppContext,
  casino: CasinoDef,
  player: PlayerRow,
  lang: PageLang,
): string {
  const e = eligibility(ctx.db, casino, ctx.catalogueOf(casino), player, Date.now());
  const t = (key: keyof (typeof DFS_SUMMARY_TEXTS)['en']) =>
    escapeHtml(
      pageText(DFS_SUMMARY_TEXTS, lang, key, {
        amount: (REQUIRED_MINIMUM_DEPOSIT_CENTS / 100).toFixed(2),
        days: LAST_X_DAYS,
      }),
    );
  return `<p>${t(e.reason ?? 'ready')}</p>
<p><a href="/?freespins">${t('open')}</a></p>`;
}
