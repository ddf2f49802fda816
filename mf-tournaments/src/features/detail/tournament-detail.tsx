import { useId, useState } from 'react';
import {
  getAllGames,
  Link,
  Navigate,
  OperatorMarkup,
  providerDisplayName,
  RemoteOutlet,
  safeRedirect,
  useCatalogueData,
  useSearchParams,
  useSessionStore,
  useTranslation,
  useUiStore,
  useViewportWidth,
} from '@parlor/shared';
import {
  formatPrize,
  findTournament,
  shownState,
  tournamentPath,
} from '@parlor/shared/tournaments';
import { termsScroll } from '../../domain/slider-layout';
import { tournamentGameShortnames } from '../../domain/tournament-games';
import { BuyIn } from '../../components/buy-in';
import { JoinTournament } from '../../components/join-tournament';
import { ErrorState } from '../../components/error-state';
import { ScheduleLine, StatusTag } from '../../components/tournament-status-line';
import { useNow } from '../../hooks/use-now';
import { useTournaments } from '../../hooks/use-tournaments';
import { LeaderboardTable } from './leaderboard-table';
import '../../components/tournaments-page.css';
import './tournament-detail.css';

/** How often the page asks again (a running tournament's leaderboard moves with bets). */
export const LEADERBOARD_REFRESH_MS = 15_000;

/** A tournament by id, shortname or name; an unknown one goes back to the list. */
export function TournamentDetail({ tournamentKey }: { tournamentKey: string }) {
  const { t } = useTranslation('tournaments');
  const { state, retry } = useTournaments({ refreshMs: LEADERBOARD_REFRESH_MS });
  const now = useNow(state.status === 'ready');
  const lang = useUiStore((s) => s.language);
  const currency = useSessionStore((s) => s.config?.currency ?? 'USD');
  const width = useViewportWidth();
  const [termsOpen, setTermsOpen] = useState(false);
  const termsId = useId();
  // the games are named by game name (or shortname): matched against the catalogue
  const { data: catalogue } = useCatalogueData('tournaments:games', getAllGames);
  // a guest who asked to join logged in and lands here with ?join=1: the join opens at once
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsJoin = searchParams.get('join') === '1';
  const dropJoin = () =>
    setSearchParams(
      (params) => {
        params.delete('join');
        return params;
      },
      { replace: true },
    );

  if (state.status === 'error') {
    return (
      <div className="tournaments-page">
        <ErrorState onRetry={retry} />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="tournaments-page">
        <div className="tournaments-skeleton" role="status" aria-label={t('loading')}>
          <span className="skeleton tournament-hero-skeleton" />
        </div>
      </div>
    );
  }
  const found = findTournament(state.data, tournamentKey);
  if (!found) return <Navigate to={safeRedirect('/tournaments')} replace />;
  const { tournament, list } = found;
  const shown = shownState(tournament, list, now);
  const scrolls = termsScroll(width);
  const gameShortnames = catalogue
    ? tournamentGameShortnames(tournament.associated_games, catalogue)
    : null;

  return (
    <article className="tournaments-page tournament-detail" aria-labelledby="tournament-title">
      <Link to="/tournaments" className="tournament-back">
        ← {t('detail.back')}
      </Link>
      <h1 id="tournament-title">{tournament.name}</h1>
      {tournament.provider.length > 0 && (
        <p className="tournament-providers">
          {t('detail.providers')}: {tournament.provider.map(providerDisplayName).join(', ')}
        </p>
      )}
      <picture className="tournament-hero">
        {tournament.tournament_mobile_image && (
          <source media="(max-width: 767px)" srcSet={tournament.tournament_mobile_image} />
        )}
        <img
          src={tournament.tournament_desktop_image || tournament.desktop_image}
          alt=""
          width={1600}
          height={480}
        />
      </picture>
      <div className="tournament-facts">
        <StatusTag state={shown} />
        <ScheduleLine tournament={tournament} list={list} now={now} />
        {shown !== 'finished' && (
          <ScheduleLine
            tournament={tournament}
            list={list}
            now={now}
            label={t('detail.schedule')}
          />
        )}
        <p className="tournament-prize">
          {t('card.prize_pool')}{' '}
          <strong>{formatPrize(tournament.prize_pool, currency, lang)}</strong>
        </p>
        <BuyIn tournament={tournament} as="p" />
        <p>{t('detail.games_count', { count: tournament.associated_games.length })}</p>
        <p>{t('detail.paid_places', { count: tournament.paid_places })}</p>
        {shown === 'live' && (
          <JoinTournament
            tournament={tournament}
            path={tournamentPath(tournament)}
            autoOpen={wantsJoin}
            onAutoOpened={dropJoin}
            onJoined={retry}
          />
        )}
      </div>
      {tournament.terms && (
        <div className="tournament-terms">
          <button
            type="button"
            className="btn"
            aria-expanded={termsOpen}
            aria-controls={termsId}
            onClick={() => setTermsOpen((open) => !open)}
          >
            {t('detail.terms')}
          </button>
          <div
            id={termsId}
            className={`tournament-terms-body${scrolls ? ' is-scrolling' : ''}`}
            hidden={!termsOpen}
            {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('detail.terms') } : {})}
          >
            {tournament.terms.split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </div>
      )}
      <div className="tournament-columns">
        <OperatorMarkup html={tournament.content.left} className="tournament-column" />
        <OperatorMarkup html={tournament.content.right} className="tournament-column" />
      </div>
      {shown !== 'upcoming' && tournament.leaderboard && (
        <LeaderboardTable rows={tournament.leaderboard} />
      )}
      {gameShortnames && gameShortnames.length > 0 && (
        <section className="tournament-games" aria-labelledby="tournament-games-title">
          <h2 id="tournament-games-title">{t('detail.games')}</h2>
          <RemoteOutlet
            remote="mf_lobby"
            expose="./GameTiles"
            props={{ shortnames: gameShortnames, label: t('detail.games') }}
          />
        </section>
      )}
    </article>
  );
}
