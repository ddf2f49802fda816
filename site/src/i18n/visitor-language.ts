// The language the shell will choose for a visitor, worked out from the request alone: a leaf
// module, so that the site's pages use the one rule without the casinos' definitions.
import type { FastifyRequest } from 'fastify';
import { resolveLanguage } from '@parlor/shared/server';
import type { Lang } from '@parlor/shared/types';
import { readCookie } from '../web/cookies';

/** One of the site's languages (./languages.ts). */
export type PageLang = Lang;

/**
 * The language the shell will choose: its stored choice (kept in the `lang` cookie as well), the
 * casino config's, the browser's (Accept-Language), English.
 */
export function visitorLanguage(request: FastifyRequest, configLanguage: string): PageLang {
  const accept = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return resolveLanguage({
    stored: readCookie(request, 'lang'),
    config: configLanguage,
    browser: accept,
  });
}
