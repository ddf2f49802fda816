// The cookie that keeps one browser on a preview until it ends or expires. No credential: it only
// names a release, signed, so SameSite=Lax (the link is often opened from a chat or a ticket).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from '../web/cookies';

export const PREVIEW_COOKIE = 'parlor_preview';

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setPreviewCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
  now: number,
): void {
  setCookie(reply, PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(request),
    maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  });
}

export function clearPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(reply, PREVIEW_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(request),
    maxAge: 0,
  });
}
