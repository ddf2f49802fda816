// The free spins area (docs/free-spins.md), a Fastify plugin: the loyalty controller
// (/api/loyalty, the keyword dispatcher over loyalty-keywords.ts), the coupon controller
// (/api/coupon) and the demo mailbox (/pages/mailbox). DFS and the loyalty keywords are on the
// main controller too (controller/controller-routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { registerKeywordController } from '../controller/keyword-dispatcher';
import { registerCouponController } from './coupon-controller';
import { loyaltyKeywords } from './loyalty-keywords';
import { registerMailboxPage } from './mailbox-page';

export const freeSpinsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  registerKeywordController(app, ctx, {
    url: '/api/loyalty',
    keywords: loyaltyKeywords(ctx),
    unknownMessage: 'Unknown loyalty keyword',
  });
  registerCouponController(app, ctx);
  registerMailboxPage(app, ctx);
};
