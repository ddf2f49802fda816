// The coupon controller (docs/controller.md): POST /api/coupon `redeem=<code>&redirect=false`
// gives a player the coupon's free spins, once. A cross-site POST never reaches it
// (security/same-origin.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { field, sendError } from '../http';
import { sendRefusal } from '../protection/refusal-reply';
import { ProtectionRefused } from '../protection/refusals';
import { redeemCouponOnce } from './freespins-store';

export function registerCouponController(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/coupon', async (request, reply) => {
    const player = request.player();
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
    let outcome: ReturnType<typeof redeemCouponOnce>;
    try {
      outcome = redeemCouponOnce(ctx.db, ctx.catalogueOf(request.casino), player, code, ctx.now());
    } catch (error) {
      // the protection gate where the spins are given (a break, an exclusion, the age check)
      if (error instanceof ProtectionRefused) {
        return sendRefusal(reply, error.refusal, { success: false });
      }
      throw error;
    }
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
}

function couponMessage(code: 'unknown_coupon' | 'not_eligible' | 'already_redeemed' | 'no_game') {
  return {
    unknown_coupon: 'Unknown coupon code',
    not_eligible: 'This coupon is for new players only',
    already_redeemed: 'This coupon was already redeemed',
    no_game: 'The free spins game is not available right now',
  }[code];
}
