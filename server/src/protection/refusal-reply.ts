// How a protection refusal goes out: 403 `{ error, code, limit?, until? }` (docs/controller.md,
// "Player protection"), with the answer's own fields beside them where a route has a fixed shape
// (the launcher's `success: false`, `games: []`).
import type { FastifyReply } from 'fastify';
import type { ProtectionRefusal } from '@parlor/shared/types';
import { pageLanguage, type PageLang } from '../i18n/page-language';
import { protectionText, refusalSentence, type ProtectionTextKey } from './protection-texts';
import type { Refusal } from './refusals';

/** The refusal's body in `lang`: the sentence, the code, and the limit and end where there are. */
export function refusalBody(refusal: Refusal, lang: PageLang): ProtectionRefusal {
  const body: ProtectionRefusal = { error: refusalSentence(refusal, lang), code: refusal.code };
  if (refusal.limit) body.limit = refusal.limit;
  if (refusal.until !== undefined) {
    body.until = refusal.until === null ? null : new Date(refusal.until).toISOString();
  }
  if (refusal.termsVersion) body.terms_version = refusal.termsVersion;
  return body;
}

export function sendRefusal(
  reply: FastifyReply,
  refusal: Refusal,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const body = { ...extra, ...refusalBody(refusal, pageLanguage(reply.request)) };
  return reply.status(403).header('cache-control', 'no-store').send(body);
}

/** A 4xx of the protection routes whose sentence the player may read, in their language. */
export function sendProtectionError(
  reply: FastifyReply,
  status: number,
  code: ProtectionTextKey,
  /** epoch ms the sentence names (and the answer carries) */
  until?: number,
): FastifyReply {
  const lang = pageLanguage(reply.request);
  const error = protectionText(code, lang, until);
  const body =
    until === undefined ? { error, code } : { error, code, until: new Date(until).toISOString() };
  return reply.status(status).header('cache-control', 'no-store').send(body);
}
