// The body of the dashboard's daily free spins page (/dashboard/loyalty/dailyfreespins): where
// the player stands today, and a link that opens the popup.
import type { CasinoDef } from '../casinos/casinos';
import type { AppContext } from '../context';
import type { PlayerRow } from '../db/players';
import { escapeHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { DFS_SUMMARY_TEXTS } from '../pages/server-page-texts';
import { LAST_X_DAYS, REQUIRED_MINIMUM_DEPOSIT_CENTS } from './freespins-rules';
import { eligibility } from './freespins-store';

export function dailyFreeSpinsSummary(
  ctx: AppContext,
  casino: CasinoDef,
  player: PlayerRow,
  lang: PageLang,
): string {
  const e = eligibility(ctx.db, casino, ctx.catalogueOf(casino), player, Date.now());
  const t = (key: keyof (typeof DFS_SUMMARY_TEXTS)['en']) =>
    escapeHtml(
      pageText(DFS_SUMMARY_TEXTS, lang, key, {
        amount: (REQUIRED_MINIMUM_DEPOSIT_CENTS / 100).toFixed(2),
        days: LAST_X_DAYS,
      }),
    );
  return `<p>${t(e.reason ?? 'ready')}</p>
<p><a href="/?freespins">${t('open')}</a></p>`;
}
