// The dashboard's "try the new design" switch: it sets the design-trial cookie that the site's
// rollback banner reads (`tryout`), or ends the trial (`rollback`, what the web-play controller's
// revert also writes). A form post, so it works without script under the pages' strict CSP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../auth/cookies';
import { isHttps } from '../auth/sessions';
import { escapeHtml, field, sendError } from '../http';
import { pageLanguage, pageText, type PageTexts } from '../i18n/page-language';
import { DESIGN_TRIAL_COOKIE } from '../webplay/webplay-routes';

export const DESIGN_SWITCH_PATH = '/dashboard/design';

const TEXTS: PageTexts<'label'> = {
  en: { label: 'Try the new design' },
  de: { label: 'Neues Design ausprobieren' },
  es: { label: 'Probar el nuevo diseño' },
  fr: { label: 'Essayer le nouveau design' },
};

export const DESIGN_SWITCH_CSS = `
.design-switch button{display:inline-flex;align-items:center;gap:12px;background:transparent;color:inherit;border:1px solid #a9a3c9;font-weight:600}
.design-switch button::after{content:"";width:36px;height:20px;border-radius:10px;background:#332f4a;box-shadow:inset 3px 0 0 6px #a9a3c9;flex:none}
.design-switch button[aria-checked=true]::after{background:#ffcf5c;box-shadow:inset -3px 0 0 6px #14121f}
.design-switch button:focus-visible{outline:3px solid #ffcf5c;outline-offset:2px}`;

/** The switch, on while the visitor's design-trial cookie holds `tryout`. */
export function designSwitchHtml(request: FastifyRequest): string {
  const on = readCookie(request, DESIGN_TRIAL_COOKIE) === 'tryout';
  const label = pageText(TEXTS, pageLanguage(request), 'label');
  return `<form class="design-switch" method="post" action="${DESIGN_SWITCH_PATH}">
<input type="hidden" name="design" value="${on ? 'legacy' : 'tryout'}">
<button type="submit" role="switch" aria-checked="${on}">${escapeHtml(label)}</button>
</form>`;
}

export function registerDesignSwitch(app: FastifyInstance): void {
  app.post(DESIGN_SWITCH_PATH, async (request, reply) => {
    if (!request.player()) {
      return sendError(reply, 401, 'auth_required', 'Log in first');
    }
    const design = field(request.body, 'design');
    if (design !== 'tryout' && design !== 'legacy') {
      return sendError(reply, 400, 'invalid_input', 'expected design=tryout or design=legacy');
    }
    // read by the site's script (the banner): not HttpOnly
    setCookie(reply, DESIGN_TRIAL_COOKIE, design === 'tryout' ? 'tryout' : 'rollback', {
      maxAge: 30 * 24 * 3600,
      sameSite: 'Strict',
      secure: isHttps(request),
    });
    return reply
      .status(303)
      .header('location', `${request.server.parlorBasePath}/dashboard/`)
      .send();
  });
}
