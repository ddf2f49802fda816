import { useEffect, useState } from 'react';
import { Link, parlorBus, sessionStore, useSessionStore, useTranslation } from '@parlor/shared';
import { fetchHistory, historySearch, type HistoryQuery } from '../api/protection-client';
import { HistoryFilters } from './history-filters';
import { defaultHistoryQuery, earliestHistoryDay, dayOf } from './history-range';
import { HistoryTable } from './history-table';
import { LoginPromptButton } from './login-prompt';
import { ACCOUNT_HISTORY_PATH, RESPONSIBLE_GAMING_PATH } from './paths';
import { useAsyncData } from './use-async-data';
import { useDocumentTitle } from './use-document-title';
import './protection-page.css';

/** The player's bets, wins, deposits and withdrawals of the last 12 months, by dates and type. */
export function AccountHistoryPage() {
  const { t } = useTranslation('protection');
  const title = t('shell:responsible.history.title');
  useDocumentTitle(title);
  const loggedIn = useSessionStore((s) => s.player !== null);
  // a guest who opens the address is asked to log in, and comes back here after (not a player
  // who logs out while here)
  const [guestAtOpen] = useState(() => !sessionStore.getState().player);
  useEffect(() => {
    if (guestAtOpen) parlorBus.emit('auth:login-required', { redirect: ACCOUNT_HISTORY_PATH });
  }, [guestAtOpen]);

  return (
    <article className="rg-page" aria-labelledby="rg-history-title">
      <h1 id="rg-history-title">{title}</h1>
      <p>{t('responsible.history.intro')}</p>
      {loggedIn ? (
        <PlayerHistory />
      ) : (
        <section className="rg-section rg-guest" aria-label={t('responsible.history.guest')}>
          <p>{t('responsible.history.guest')}</p>
          <LoginPromptButton
            label={t('responsible.history.login')}
            redirect={ACCOUNT_HISTORY_PATH}
          />
        </section>
      )}
      <p>
        <Link to={RESPONSIBLE_GAMING_PATH}>{t('responsible.title')}</Link>
      </p>
    </article>
  );
}

function PlayerHistory() {
  const { t } = useTranslation('protection');
  const [now] = useState(() => new Date());
  const [query, setQuery] = useState<HistoryQuery>(() => defaultHistoryQuery(now));
  const { state, retry } = useAsyncData(() => fetchHistory(query), historySearch(query));

  return (
    <>
      <HistoryFilters
        initial={query}
        min={earliestHistoryDay(now)}
        max={dayOf(now)}
        onApply={(next) =>
          // the same dates and type again: the player wants the latest entries
          historySearch(next) === historySearch(query) ? retry() : setQuery(next)
        }
      />
      <section
        className="rg-section"
        aria-labelledby="rg-history-results"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="rg-history-results" className="visually-hidden">
          {t('responsible.history.results')}
        </h2>
        {state.status === 'loading' && <p role="status">{t('responsible.history.loading')}</p>}
        {state.status === 'error' && (
          <div role="alert">
            <p>{t('responsible.history.error')}</p>
            <button type="button" className="btn" onClick={retry}>
              {t('responsible.settings.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && <HistoryTable entries={state.data} query={query} />}
      </section>
    </>
  );
}
