import { useTranslation } from '@parlor/shared';
import type { HistoryEntry } from '@parlor/shared/host';
import type { HistoryQuery } from '../api/protection-client';
import { MISSING_AMOUNT } from '@parlor/shared/host';
import { formatCents, formatDay, formatRowTime } from './protection-format';
import { useMoneyContext } from './use-money-format';

/** The server sends at most this many entries: more means a shorter range. */
export const HISTORY_CAP = 500;

/** The entries of one query, newest first, in a table with a caption that says which. */
export function HistoryTable({ entries, query }: { entries: HistoryEntry[]; query: HistoryQuery }) {
  const { t } = useTranslation('protection');
  const { lang, currency } = useMoneyContext();
  const money = (cents: number | undefined) =>
    cents === undefined ? MISSING_AMOUNT : formatCents(cents, currency, lang);
  const caption = t('responsible.history.caption', {
    types: t(`responsible.history.types.${query.type}`),
    from: formatDay(query.from, lang),
    to: formatDay(query.to, lang),
  });
  if (entries.length === 0) {
    return (
      <p className="rg-empty" role="status">
        {t('responsible.history.empty')}
      </p>
    );
  }
  return (
    <>
      {entries.length >= HISTORY_CAP && (
        <p className="rg-note">{t('responsible.history.capped', { n: HISTORY_CAP })}</p>
      )}
      <div className="rg-table-wrap">
        <table className="rg-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('responsible.history.columns.date')}</th>
              <th scope="col">{t('responsible.history.columns.type')}</th>
              <th scope="col">{t('responsible.history.columns.game')}</th>
              <th scope="col" className="rg-num">
                {t('responsible.history.columns.amount')}
              </th>
              <th scope="col" className="rg-num">
                {t('responsible.history.columns.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}:${String(index)}`}>
                <td>{formatRowTime(entry.at, lang)}</td>
                <td>
                  {entry.status
                    ? t('responsible.history.with_status', {
                        type: t(`responsible.history.type_name.${entry.type}`),
                        status: t(`responsible.history.status.${entry.status}`),
                      })
                    : t(`responsible.history.type_name.${entry.type}`)}
                </td>
                <td>{entry.game ?? ''}</td>
                <td className="rg-num">{money(entry.amount_cents)}</td>
                <td className="rg-num">{money(entry.balance_after_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
