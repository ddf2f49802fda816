// The one keyword dispatcher: `GET|POST <url>?<keyword>` for the main controller (/api/controller)
// and the loyalty controller (/api/loyalty). Each runs the same steps on its own keyword map:
//
//   1. the keyword is the first query parameter's name (keyword-url.ts), GET or POST alike;
//   2. an unknown or malformed one answers 404 unknown_keyword, a wrong method 405;
//   3. a players-only keyword without a logged-in player answers 401 auth_required;
//   4. a keyword with a limit answers 429 rate_limited when its caller is over it;
//   5. the handler runs; an 'encrypted' keyword's value goes out as the envelope.
//
// The casino and the player come from the request (request-context.ts). The cross-site refusal
// happened before any route ran (security/same-origin.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from '../http';
import { createIpLimiter, type IpLimiter } from '../security/ip-limiter';
import { encryptedReply } from './encrypted-reply';
import type { KeywordCall, KeywordDef, KeywordMap } from './keyword';
import { isKeywordName, keywordOf } from './keyword-url';

export interface KeywordControllerOptions {
  /** the controller's path: '/api/controller' */
  url: string;
  keywords: KeywordMap;
  /** the 404's message for a keyword not in the map */
  unknownMessage: string;
  /** what a POST without a keyword runs (the main controller's favorite call); else 404 */
  keywordlessPost?: KeywordDef;
}

// A keyword's calls are counted once per site, by name: a keyword reachable on two controller
// paths (sendfreespinemail) has one count.
const limitersOf = new WeakMap<AppContext, Map<string, IpLimiter>>();
function limiterFor(ctx: AppContext, keyword: string, def: KeywordDef): IpLimiter | null {
  if (!def.limit) return null;
  let site = limitersOf.get(ctx);
  if (!site) {
    site = new Map();
    limitersOf.set(ctx, site);
  }
  let limiter = site.get(keyword);
  if (!limiter) {
    limiter = createIpLimiter(def.limit.max, def.limit.windowMs);
    site.set(keyword, limiter);
  }
  return limiter;
}

export function registerKeywordController(
  app: FastifyInstance,
  ctx: AppContext,
  options: KeywordControllerOptions,
): void {
  const { keywords } = options;
  const encrypted = encryptedReply(ctx);

  /** Whether this call is over the keyword's limit (and counts it when it is not). */
  const overLimit = (keyword: string, def: KeywordDef, call: KeywordCall): boolean => {
    const limiter = limiterFor(ctx, keyword, def);
    if (!def.limit || !limiter) return false;
    const player = call.player ?? call.request.player();
    const key =
      def.limit.per === 'player'
        ? player && `player:${player.id}`
        : player
          ? null // a logged-in caller is not counted
          : call.request.ip;
    return key !== null && !limiter.allow(key);
  };

  const run = (keyword: string, def: KeywordDef, call: KeywordCall): unknown => {
    const { request, reply } = call;
    let out: unknown;
    if (def.player) {
      const player = request.player();
      if (!player) return sendError(reply, 401, 'auth_required', 'Log in first');
      const playerCall = { ...call, player };
      if (overLimit(keyword, def, playerCall)) {
        return sendError(reply, 429, 'rate_limited', def.limit?.message ?? 'Too many calls');
      }
      out = def.handle(playerCall);
    } else {
      if (overLimit(keyword, def, call)) {
        return sendError(reply, 429, 'rate_limited', def.limit?.message ?? 'Too many calls');
      }
      out = def.handle(call);
    }
    // 'plain', or a refusal the handler sent: its reply goes back as a route handler's would
    if (def.answer === 'plain' || out === reply) return out;
    if (out instanceof Promise) {
      return out.then((value: unknown) =>
        value === reply || reply.sent ? reply : encrypted(reply, value),
      );
    }
    return encrypted(reply, out);
  };

  app.route({
    method: ['GET', 'POST'],
    url: options.url,
    handler: async (request, reply) => {
      const keyword = keywordOf(request.url);
      const method = request.method as 'GET' | 'POST';
      const call: KeywordCall = {
        request,
        reply,
        casino: request.casino,
        hostname: request.casinoHostname,
        catalogue: ctx.catalogueOf(request.casino),
        player: null,
      };
      if (keyword === '' && method === 'POST' && options.keywordlessPost) {
        return run(keyword, options.keywordlessPost, call);
      }
      const def =
        isKeywordName(keyword) && Object.prototype.hasOwnProperty.call(keywords, keyword)
          ? keywords[keyword]
          : undefined;
      if (!def) return sendError(reply, 404, 'unknown_keyword', options.unknownMessage);
      if (!def.methods.includes(method)) {
        return sendError(
          reply,
          405,
          'method_not_allowed',
          `${keyword} expects ${def.methods.join(' or ')}`,
        );
      }
      return run(keyword, def, call);
    },
  });
}
