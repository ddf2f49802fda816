// The first screen of home: when the operator puts a custom promo at the top of home, its image is
// the page's largest paint, so the page itself preloads it with high priority (the lobby also
// reserves its box while the promotions remote loads: it looks for data-home-promo).
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@parlor/shared/types';
import { readCookie } from '../auth/cookies';
import { assetsOrigin } from '../casinos/casinos';
import type { AppContext } from '../context';
import { escapeHtml, requestCasino } from '../http';
import { homeTopPromo } from './promo-catalogue';

const LANGS = new Set(['en', 'de', 'es', 'fr']);

export function homePromoPreload(
  ctx: AppContext,
  request: FastifyRequest,
  pathname: string,
): string {
  if (pathname !== '/' && pathname !== '/index.html') return '';
  const { casino, hostname } = requestCasino(request);
  const cookie = readCookie(request, 'lang');
  const promo = homeTopPromo({
    casino,
    catalogue: ctx.catalogueOf(casino),
    lang: (cookie && LANGS.has(cookie) ? cookie : 'en') as Lang,
    assets: assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
  });
  if (!promo || !/^https?:\/\//.test(promo.image) || /\.mp4$/i.test(promo.image)) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(promo.image)}" fetchpriority="high" data-home-promo>`;
}
