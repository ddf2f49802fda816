// Opening and ending a preview (docs/deploying.md, "Preview links"). A link is the site's address
// with `?parlor_preview=<token>`: a valid token for this casino, whose release still fits the
// shell, is kept in this browser's cookie and the visitor lands on the same page without the
// token; anything else is refused with a page saying why. POST /api/preview/end ends it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirect } from '@parlor/shared/server';
import { requiredExposes } from '@parlor/shared/release';
import { checkTarget } from '../releases/check-target';
import { shellVersions } from '../releases/shell-versions';
import { isCrossSite } from '../security/same-origin';
import { visitorLanguage } from '../i18n/visitor-language';
import { PREVIEW_STRINGS } from './preview-strings';
import { escapeHtml, sendHtml } from '../web/html';
import { clearPreviewCookie, setPreviewCookie } from './preview-cookie';
import { previewKey } from '../state/site-store';
import { verifyPreview, type PreviewRefusal } from './preview-token';

export const PREVIEW_PARAM = 'parlor_preview';

export interface PreviewRoutesOptions {
  /** the casino key of the request's host, or null when it cannot be read now */
  casinoOf(request: FastifyRequest): Promise<string | null>;
  /** where the site reads the release's entry (remoteEntry.js) for the request's casino */
  releaseEntryOf(
    request: FastifyRequest,
    casino: string,
    remote: string,
    release: string,
  ): string | null;
  shellDist: string;
  previewSecret: () => string;
  /** the links ended before their time (previewKey): refused as expired */
  endedPreviews?: () => ReadonlySet<string>;
  basePath: string;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

type Refusal = PreviewRefusal | 'casino' | 'skew' | 'unavailable';

function refusalPage(request: FastifyRequest, reason: Refusal, base: string, detail = ''): string {
  const lang = visitorLanguage(request, 'en');
  const words = PREVIEW_STRINGS[lang];
  const why = words[`refused_${reason}`].replace('{{detail}}', detail);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>${escapeHtml(words.refused_title)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;line-height:1.5}@media (prefers-color-scheme:dark){body{background:#14121f;color:#eeeaf8}a{color:#b9adff}}</style></head><body><main><h1>${escapeHtml(words.refused_title)}</h1><p role="alert">${escapeHtml(why)}</p><p><a href="${escapeHtml(`${base}/`)}">${escapeHtml(words.back)}</a></p></main></body></html>`;
}

/** The request's own address without the token: where the visitor lands once it is kept. */
function withoutToken(request: FastifyRequest, base: string): string {
  const url = new URL(request.url, 'http://site.invalid');
  url.searchParams.delete(PREVIEW_PARAM);
  // request.url is routed without the base path (web/base-path.ts)
  return safeRedirect(`${base}${url.pathname}${url.search}`, `${base}/`);
}

async function refusalOf(
  request: FastifyRequest,
  token: string,
  options: PreviewRoutesOptions,
): Promise<{ reason: Refusal; detail?: string } | { expiresAt: number }> {
  const now = options.now?.() ?? Date.now();
  const verdict = verifyPreview(token, options.previewSecret(), now);
  if (!verdict.ok) return { reason: verdict.reason };
  const { preview } = verdict;
  // an ended link reads to its visitor as one that ran out
  if (options.endedPreviews?.().has(previewKey(preview))) return { reason: 'expired' };
  const casino = await options.casinoOf(request);
  if (casino === null) return { reason: 'unavailable' };
  if (casino !== preview.casino) return { reason: 'casino' };
  const entryUrl = options.releaseEntryOf(request, casino, preview.remote, preview.release);
  const versions = shellVersions(options.shellDist);
  if (entryUrl === null)
    return { reason: 'skew', detail: `${preview.remote} is not a remote here` };
  if (typeof versions === 'string') return { reason: 'skew', detail: versions };
  const problems = await checkTarget({
    remote: preview.remote,
    entryUrl,
    shellVersions: versions,
    required: requiredExposes(preview.remote),
    fetchImpl: options.fetchImpl,
    timeoutMs: 3000,
  });
  if (problems.length > 0) return { reason: 'skew', detail: problems.join('; ') };
  return { expiresAt: preview.expiresAt };
}

export function registerPreview(app: FastifyInstance, options: PreviewRoutesOptions): void {
  const base = options.basePath;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const token = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
    if (token === undefined) return;
    const outcome = await refusalOf(request, String(token), options);
    if ('reason' in outcome) {
      const status = outcome.reason === 'unavailable' ? 503 : 400;
      return sendHtml(reply, refusalPage(request, outcome.reason, base, outcome.detail), {
        status,
      });
    }
    setPreviewCookie(
      request,
      reply,
      String(token),
      outcome.expiresAt,
      options.now?.() ?? Date.now(),
    );
    return reply.header('cache-control', 'no-store').redirect(withoutToken(request, base), 303);
  });

  app.post('/api/preview/end', async (request, reply) => {
    if (isCrossSite(request))
      return reply
        .status(403)
        .send({ error: 'Requests from other sites are refused', code: 'foreign_origin' });
    clearPreviewCookie(request, reply);
    return reply.status(204).header('cache-control', 'no-store').send();
  });
}
