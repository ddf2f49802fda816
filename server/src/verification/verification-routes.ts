// The age verification area, a Fastify plugin: the session's player reads where their check
// stands (GET /api/verification) and sends an identity document (POST /api/verification/document),
// and the page /pages/verification does both for a person. JSON in and out; a cross-site POST never
// reaches them (security/same-origin.ts); rate-limited per IP like the account routes.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PlayerRow } from '../db/players';
import { sendHtml } from '../http';
import { pageLanguage } from '../i18n/page-language';
import { pageOptions } from '../pages/base-links';
import { renderPage } from '../pages/page-layout';
import { sendProtectionError } from '../protection/refusal-reply';
import { decodeDocument, isDocumentType, MAX_DOCUMENT_BYTES } from './document-check';
import { removeDocumentFile, storeDocumentFile } from './document-files';
import {
  VERIFICATION_SCRIPT,
  VERIFICATION_SCRIPT_PATH,
  verificationGuestBody,
  verificationPageBody,
} from './verification-page';
import { saveDocument, settleVerification } from './verification-store';
import { verificationText, type VerificationTextKey } from './verification-texts';

// base64 makes 4 characters of 3 bytes; room for the JSON around it
const BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

const SELECT_CSS = 'select{font:inherit;min-height:40px;padding:0 10px;border-radius:8px}';

function sendVerificationError(
  reply: FastifyReply,
  status: number,
  code: VerificationTextKey,
): FastifyReply {
  const error = verificationText(code, pageLanguage(reply.request));
  return reply.status(status).header('cache-control', 'no-store').send({ error, code });
}

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.parlor;
  const { db, settings } = ctx;
  const window = settings.loginRateWindowMs;
  const writes = { rateLimit: { max: settings.loginRateMax, timeWindow: window } };
  const reads = { rateLimit: { max: settings.loginRateMax * 6, timeWindow: window } };

  // a body past the route's limit is a document too large, said as this area says it
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendVerificationError(reply, 413, 'document_too_large');
    }
    throw err;
  });

  const playerOf = (request: FastifyRequest, reply: FastifyReply): PlayerRow | null => {
    const player = request.player();
    if (!player) sendProtectionError(reply, 401, 'not_logged_in');
    return player;
  };

  app.get('/api/verification', { config: reads }, async (request, reply) => {
    const player = playerOf(request, reply);
    if (!player) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send(settleVerification(db, player.person_id, ctx.now()));
  });

  app.post(
    '/api/verification/document',
    { config: writes, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const player = playerOf(request, reply);
      if (!player) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!isDocumentType(body.type)) {
        return sendVerificationError(reply, 400, 'invalid_document');
      }
      const decoded = decodeDocument(body.data);
      if (decoded.status !== 'ok') {
        return sendVerificationError(
          reply,
          decoded.status === 'document_too_large' ? 413 : 400,
          decoded.status,
        );
      }
      const now = ctx.now();
      // a review already decided is settled first: a verified person sends nothing more
      if (settleVerification(db, player.person_id, now).state === 'verified') {
        return sendVerificationError(reply, 409, 'already_verified');
      }
      const storedAs = storeDocumentFile(settings.documentsDir, decoded.bytes, decoded.kind);
      let saved = false;
      try {
        saved = saveDocument(
          db,
          player.person_id,
          {
            type: body.type,
            contentType: decoded.kind.contentType,
            size: decoded.bytes.length,
            storedAs,
          },
          now,
          settings.kycReviewMs,
        );
      } finally {
        if (!saved) removeDocumentFile(settings.documentsDir, storedAs);
      }
      if (!saved) return sendVerificationError(reply, 409, 'already_verified');
      return reply
        .status(202)
        .header('cache-control', 'no-store')
        .send(settleVerification(db, player.person_id, now));
    },
  );

  app.get('/pages/verification', async (request, reply) => {
    const options = pageOptions(request);
    const title = verificationText('title', options.lang);
    const player = request.player();
    const body = player
      ? verificationPageBody(settleVerification(db, player.person_id, ctx.now()), options.lang)
      : verificationGuestBody(options.lang);
    return sendHtml(
      reply,
      renderPage(request.casino, title, body, { ...options, css: SELECT_CSS }),
    );
  });

  app.get(VERIFICATION_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(VERIFICATION_SCRIPT),
  );
};
