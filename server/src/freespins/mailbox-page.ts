// The demo mailbox (/pages/mailbox): stands in for the player's inbox, served only with the demo
// accounts; its link (/pages/mailbox/confirm) confirms the email address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { escapeHtml, field, sendError, sendHtml } from '../http';
import { pageText } from '../i18n/page-language';
import { pageOptions } from '../pages/base-links';
import { renderPage } from '../pages/page-layout';
import { MAILBOX_TEXTS } from '../pages/server-page-texts';
import { confirmEmail, pendingEmail } from './freespins-store';

type MailboxTextKey = keyof (typeof MAILBOX_TEXTS)['en'];
type MailboxText = (key: MailboxTextKey, vars?: Record<string, string>) => string;

/** A mailbox page in the visitor's language, in the request's casino's layout. */
function page(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: MailboxTextKey,
  body: (t: MailboxText) => string,
): FastifyReply {
  const options = pageOptions(request);
  const t: MailboxText = (key, vars) =>
    escapeHtml(pageText(MAILBOX_TEXTS, options.lang, key, vars));
  return sendHtml(
    reply,
    renderPage(request.casino, pageText(MAILBOX_TEXTS, options.lang, title), body(t), options),
    { status },
  );
}

export function registerMailboxPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/mailbox', async (request, reply) => {
    // it shows the confirmation link: a stand-in for the demo accounts, never a live site's page
    if (!ctx.settings.seedDemo) return sendError(reply, 404, 'not_found', 'Not found');
    const player = request.player();
    if (!player) return page(request, reply, 401, 'title', (t) => `<p>${t('log_in')}</p>`);
    const mail = pendingEmail(ctx.db, player.id, Date.now());
    if (!mail) {
      return page(
        request,
        reply,
        200,
        'title',
        (t) => `<p>${t('no_mail', { email: player.email })}</p>`,
      );
    }
    return page(
      request,
      reply,
      200,
      'title',
      (t) => `<article><h2>${t('subject')}</h2>
<p>${t('to', { email: player.email })}</p>
<p>${t('body', { name: player.fname })}</p>
<p><a href="/pages/mailbox/confirm?token=${escapeHtml(mail.token)}">${t('confirm')}</a></p></article>`,
    );
  });

  app.get('/pages/mailbox/confirm', async (request, reply) => {
    const player = request.player();
    if (!player) {
      return page(request, reply, 401, 'title', (t) => `<p>${t('log_in_confirm')}</p>`);
    }
    const token = field(request.query, 'token') ?? '';
    const ok = confirmEmail(ctx.db, player.id, token, Date.now());
    return ok
      ? page(
          request,
          reply,
          200,
          'confirmed_title',
          (t) => `<p>${t('confirmed_text')}</p><p><a href="/">${t('back')}</a></p>`,
        )
      : page(request, reply, 400, 'expired_title', (t) => `<p>${t('expired_text')}</p>`);
  });
}
