// The one-time message a page shows after a change redirected to it ("mf_lobby switched"): a short
// cookie, signed with a key only the server and the session know, read once and cleared.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../web/cookies';
import { tokensMatch } from './ops-post-guard';

export const FLASH_COOKIE = 'parlor_ops_flash';

export interface Flash {
  /** the key of the headline under `done.` in the console's strings */
  key: string;
  vars: Record<string, string>;
  /** the operation's own words (English), shown as they are */
  detail?: string;
  /** a preview link to copy */
  link?: string;
}

const MAX_TEXT = 600;
const MAX_LINK = 2000;

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(`ops-flash:${payload}`).digest('base64url');
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function setFlash(
  reply: FastifyReply,
  flash: Flash,
  key: string,
  cookie: { path: string; secure: boolean },
): void {
  const trimmed: Flash = {
    key: flash.key,
    vars: Object.fromEntries(Object.entries(flash.vars).map(([k, v]) => [k, clip(v, 200)])),
    ...(flash.detail !== undefined && { detail: clip(flash.detail, MAX_TEXT) }),
    ...(flash.link !== undefined && flash.link.length <= MAX_LINK && { link: flash.link }),
  };
  const payload = Buffer.from(JSON.stringify(trimmed)).toString('base64url');
  setCookie(reply, FLASH_COOKIE, `${payload}.${sign(payload, key)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    path: cookie.path,
    secure: cookie.secure,
    maxAge: 60,
  });
}

function flashOf(value: unknown): Flash | null {
  if (!value || typeof value !== 'object') return null;
  const { key, vars, detail, link } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[a-z_]+$/.test(key)) return null;
  if (!vars || typeof vars !== 'object') return null;
  const cleanVars = Object.fromEntries(
    Object.entries(vars as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return {
    key,
    vars: cleanVars,
    ...(typeof detail === 'string' && { detail }),
    ...(typeof link === 'string' && { link }),
  };
}

/** The flash the request carries, if it is ours (and then cleared). */
export function takeFlash(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cookie: { path: string; secure: boolean },
): Flash | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  setCookie(reply, FLASH_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Strict',
    path: cookie.path,
    secure: cookie.secure,
    maxAge: 0,
  });
  const [payload = '', signature] = raw.split('.');
  if (!tokensMatch(sign(payload, key), signature)) return null;
  try {
    return flashOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}
