import { useState, type CSSProperties } from 'react';
import {
  formatMoney,
  Link,
  useReducedMotion,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { winnerGamePath, type WinnerRow } from '../../domain/winners';
import './winners-ticker.css';

/** How long one row takes to pass through the ticker. */
export const TICKER_SECONDS_PER_ROW = 3;

/**
 * The winners as a ticker (docs/promotions.md, "Winners"): the list scrolls upwards in a loop,
 * stops while hovered or focused and on its pause button, and stands still under reduced motion.
 * Screen readers get the list once, in order: the copy that closes the loop is hidden from them
 * and out of the tab order, and nothing is announced as it moves.
 */
export function WinnersTicker({ rows, label }: { rows: WinnerRow[]; label: string }) {
  const { t } = useTranslation('promotions');
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  if (rows.length === 0) return <p>{t('winners.empty')}</p>;
  const moving = !reduced && rows.length > 1;
  const style = {
    '--winners-rows': rows.length,
    '--winners-loop': `${rows.length * TICKER_SECONDS_PER_ROW}s`,
  } as CSSProperties;
  return (
    <div
      className="winners-ticker"
      style={style}
      data-moving={moving ? 'true' : 'false'}
      data-paused={paused ? 'true' : 'false'}
    >
      {moving && (
        <button
          type="button"
          className="winners-ticker-toggle"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {t(paused ? 'winners.resume' : 'winners.pause')}
        </button>
      )}
      <div className="winners-viewport">
        <div className="winners-track">
          <WinnersList rows={rows} label={label} />
          {moving && <WinnersList rows={rows} copy />}
        </div>
      </div>
    </div>
  );
}

function WinnersList({ rows, label, copy }: { rows: WinnerRow[]; label?: string; copy?: boolean }) {
  const { t } = useTranslation('promotions');
  const language = useUiStore((s) => s.language);
  const config = useSessionStore((s) => s.config);
  const currency = config?.currency ?? 'USD';
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol
      className="winners-list"
      aria-label={copy ? undefined : label}
      aria-hidden={copy ? 'true' : undefined}
    >
      {rows.map((row) => (
        <li key={`${row.username}|${row.date}|${row.amount}|${row.shortname}`}>
          <Link
            to={winnerGamePath(row, config?.is_fusion ?? false)}
            className="winners-row"
            tabIndex={copy ? -1 : undefined}
          >
            <span className="winners-line">
              <span className="winners-user">{row.username}</span>{' '}
              <span>
                {t('winners.won', { amount: formatMoney(row.amount, currency, language) })}
              </span>
            </span>{' '}
            <span className="winners-line">
              <strong className="winners-game">{row.game}</strong>{' '}
              <time dateTime={row.date}>{date.format(row.time)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
