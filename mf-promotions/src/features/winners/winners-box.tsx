import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  formatMoney,
  getApi,
  Link,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import {
  normaliseWinners,
  sortWinners,
  tickerRows,
  winnerGamePath,
  type WinnerRow,
  type WinnersTab,
} from '../../domain/winners';
import { ErrorState, LoadingState } from '../data/load-states';
import { useLoad } from '../data/use-load';

const TABS: WinnersTab[] = ['recent', 'biggest'];

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** The winners box: tabs recent and biggest, a ticker of 4 to 7 rows, each linking to its game. */
export function WinnersBox() {
  const { t } = useTranslation('promotions');
  const [tab, setTab] = useState<WinnersTab>('recent');
  const tabRefs = useRef<Record<WinnersTab, HTMLButtonElement | null>>({
    recent: null,
    biggest: null,
  });
  const { state, retry } = useLoad<WinnerRow[]>('winners', async () =>
    normaliseWinners(await getApi().getWinners()),
  );
  const rows = tickerRows(useViewportWidth());

  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('winners.title')}</h2>
      <div role="tablist" aria-label={t('winners.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`winners-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`winners-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t(`winners.${id}`)}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`winners-panel-${id}`}
          aria-labelledby={`winners-tab-${id}`}
          hidden={tab !== id}
          className="winners-panel"
        >
          {tab === id && state.status === 'loading' && <LoadingState className="winners-box" />}
          {tab === id && state.status === 'error' && <ErrorState onRetry={retry} />}
          {tab === id && state.status === 'ready' && (
            <WinnersList
              rows={sortWinners(state.data, id).slice(0, rows)}
              label={t(`winners.${id}`)}
            />
          )}
        </div>
      ))}
    </section>
  );
}

function WinnersList({ rows, label }: { rows: WinnerRow[]; label: string }) {
  const { t } = useTranslation('promotions');
  const language = useUiStore((s) => s.language);
  const config = useSessionStore((s) => s.config);
  if (rows.length === 0) return <p>{t('winners.empty')}</p>;
  const currency = config?.currency ?? 'USD';
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol className="winners-list" aria-label={label}>
      {rows.map((row) => (
        <li key={`${row.username}|${row.date}|${row.amount}|${row.shortname}`}>
          <Link to={winnerGamePath(row, config?.is_fusion ?? false)} className="winners-row">
            <span className="winners-user">{row.username}</span>{' '}
            <span>{t('winners.won', { amount: formatMoney(row.amount, currency, language) })}</span>{' '}
            <strong className="winners-game">{row.game}</strong>{' '}
            <time dateTime={row.date}>{date.format(row.time)}</time>
          </Link>
        </li>
      ))}
    </ol>
  );
}
