import { useRef, useState, type KeyboardEvent } from 'react';
import { getApi, useTranslation, useViewportWidth } from '@parlor/shared';
import {
  normaliseWinners,
  sortWinners,
  tickerRows,
  type WinnerRow,
  type WinnersTab,
} from '../../domain/winners';
import { ErrorState, LoadingState } from '../../components/load-states';
import { useControllerAnswer } from '../../hooks/use-controller-answer';
import { WinnersTicker } from './winners-ticker';

const TABS: WinnersTab[] = ['recent', 'biggest'];

/** The winners box: tabs recent and biggest, each a ticker of 4 to 7 rows linking to the games. */
export function WinnersBox() {
  const { t } = useTranslation('promotions');
  const [tab, setTab] = useState<WinnersTab>('recent');
  const tabRefs = useRef<Record<WinnersTab, HTMLButtonElement | null>>({
    recent: null,
    biggest: null,
  });
  // asked again on every visit: a big win a minute ago belongs in the box
  const { data, error, retry } = useControllerAnswer<WinnerRow[]>(
    'winners',
    async () => normaliseWinners(await getApi().getWinners()),
    { fresh: true },
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
          {tab === id && !data && !error && <LoadingState className="winners-box" />}
          {tab === id && error !== null && <ErrorState onRetry={retry} />}
          {tab === id && data && (
            <WinnersTicker rows={sortWinners(data, id).slice(0, rows)} label={t(`winners.${id}`)} />
          )}
        </div>
      ))}
    </section>
  );
}
