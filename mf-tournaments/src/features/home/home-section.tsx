import { Link, useTranslation } from '@parlor/shared';
import { ErrorState } from '../../components/error-state';
import { useNow } from '../../hooks/use-now';
import { useReminders } from '../../hooks/use-reminders';
import { useTournaments } from '../../hooks/use-tournaments';
import { TournamentCard } from '../../components/tournament-card';
import '../../components/tournaments-page.css';
import './home-section.css';

/**
 * The home page's tournaments section: the short list (live first, then upcoming). Its box keeps
 * its height from the first paint (skeleton of the same size) so nothing below it moves.
 */
export function HomeSection() {
  const { t } = useTranslation('tournaments');
  const { state, retry } = useTournaments({ home: true });
  const now = useNow(state.status === 'ready');
  const { reminders, remind } = useReminders();
  if (
    state.status === 'ready' &&
    state.data.active_tournaments.length + state.data.upcoming_tournaments.length === 0
  ) {
    return null;
  }
  const items =
    state.status === 'ready'
      ? [
          ...state.data.active_tournaments.map((item) => ({ item, list: 'active' as const })),
          ...state.data.upcoming_tournaments.map((item) => ({ item, list: 'upcoming' as const })),
        ]
      : [];
  return (
    <section className="home-tournaments" aria-labelledby="home-tournaments-title">
      <div className="home-tournaments-header">
        <h2 id="home-tournaments-title">{t('home.title')}</h2>
        <Link to="/tournaments">
          {t('home.view_all')}
          <span className="visually-hidden"> {t('home.title')}</span>
        </Link>
      </div>
      {state.status === 'error' && <ErrorState onRetry={retry} />}
      {state.status === 'loading' && (
        <ul className="home-tournaments-list" aria-busy="true" aria-label={t('home.title')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <span className="skeleton tournament-card-skeleton" />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <ul className="home-tournaments-list" aria-label={t('home.title')}>
          {items.map(({ item, list }) => (
            <li key={item.id}>
              <TournamentCard
                tournament={item}
                list={list}
                now={now}
                reminded={reminders.has(item.id)}
                onRemind={remind}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
