import { type Tournament, useTranslation, useViewportWidth } from '@parlor/shared';
import {
  finishedSlidesPerView,
  upcomingSwipes,
  UPCOMING_SLIDES_PER_VIEW,
} from '../../domain/slider-layout';
import type { TournamentList } from '@parlor/shared/tournaments';
import { ErrorState } from '../../components/error-state';
import { useNow } from '../../hooks/use-now';
import { useReminders } from '../../hooks/use-reminders';
import { useTournaments } from '../../hooks/use-tournaments';
import { Slider } from './slider';
import { TournamentCard } from '../../components/tournament-card';
import '../../components/tournaments-page.css';

/** The fusion tournaments page: live list, upcoming slider, finished slider. */
export function TournamentsListPage() {
  const { t } = useTranslation('tournaments');
  const { state, retry } = useTournaments();
  const width = useViewportWidth();
  const now = useNow(state.status === 'ready');
  const { reminders, remind } = useReminders();

  // the page opens on the live list, or on the upcoming one when nothing is live
  const data = state.status === 'ready' ? state.data : null;
  const firstId = (data?.active_tournaments[0] ?? data?.upcoming_tournaments[0])?.id;
  const card = (list: TournamentList) => (item: Tournament) => (
    <TournamentCard
      tournament={item}
      list={list}
      now={now}
      reminded={reminders.has(item.id)}
      onRemind={remind}
      first={item.id === firstId && list !== 'finished'}
    />
  );

  return (
    <div className="tournaments-page">
      <h1>{t('title')}</h1>
      {state.status === 'error' && <ErrorState onRetry={retry} />}
      {state.status === 'loading' && (
        <div className="tournaments-skeleton" role="status" aria-label={t('loading')}>
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <section className="tournaments-section" aria-labelledby="tournaments-live">
            <h2 id="tournaments-live">{t('lists.live')}</h2>
            {state.data.active_tournaments.length === 0 ? (
              <p>{t('lists.none_live')}</p>
            ) : (
              <ul className="tournaments-live" aria-labelledby="tournaments-live">
                {state.data.active_tournaments.map((item) => (
                  <li key={item.id}>{card('active')(item)}</li>
                ))}
              </ul>
            )}
          </section>
          <section className="tournaments-section" aria-labelledby="tournaments-upcoming">
            <h2 id="tournaments-upcoming">{t('lists.upcoming')}</h2>
            {state.data.upcoming_tournaments.length === 0 ? (
              <p>{t('lists.none_upcoming')}</p>
            ) : (
              <Slider
                label={t('lists.upcoming')}
                items={state.data.upcoming_tournaments}
                perView={UPCOMING_SLIDES_PER_VIEW}
                swipe={upcomingSwipes(width)}
                itemKey={(item) => item.id}
                render={card('upcoming')}
              />
            )}
          </section>
          <section className="tournaments-section" aria-labelledby="tournaments-finished">
            <h2 id="tournaments-finished">{t('lists.finished')}</h2>
            {state.data.finished_tournaments.length === 0 ? (
              <p>{t('lists.none_finished')}</p>
            ) : (
              <Slider
                label={t('lists.finished')}
                items={state.data.finished_tournaments}
                perView={finishedSlidesPerView(width)}
                swipe
                itemKey={(item) => item.id}
                render={card('finished')}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
