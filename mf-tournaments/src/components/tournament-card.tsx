import { useId } from 'react';
import {
  Link,
  parlorBus,
  type Tournament,
  useNavigate,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import {
  formatPrize,
  LIST_OF_SHOWN,
  shownState,
  tournamentAction,
  tournamentPath,
  type TournamentList,
} from '@parlor/shared/tournaments';
import { BuyIn } from './buy-in';
import { JoinTournament } from './join-tournament';
import { ScheduleLine, StatusTag } from './tournament-status-line';
import './tournament-card.css';

interface TournamentCardProps {
  tournament: Tournament;
  list: TournamentList;
  now: number;
  reminded: boolean;
  onRemind: (id: number) => void;
  /** the heading level of the card's title in its page */
  level?: 2 | 3;
  /**
   * The page's first card, on screen as it opens: its picture is the page's largest, so it is
   * asked for at once and first, not lazily once laid out.
   */
  first?: boolean;
}

/** A tournament card: image, status tag, countdown or dates, prize pool and its button. */
export function TournamentCard({
  tournament,
  list,
  now,
  reminded,
  onRemind,
  level = 3,
  first = false,
}: TournamentCardProps) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const lang = useUiStore((s) => s.language);
  const currency = useSessionStore((s) => s.config?.currency ?? 'USD');
  const loggedIn = useSessionStore((s) => s.player !== null);
  const titleId = useId();
  const state = shownState(tournament, list, now);
  const path = tournamentPath(tournament);
  const action = tournamentAction(LIST_OF_SHOWN[state], {
    loggedIn,
    buyIn: tournament.buy_in ?? 0,
  });
  const Heading = level === 2 ? 'h2' : 'h3';

  const askLogin = () => parlorBus.emit('auth:login-required', { redirect: path });

  let button;
  switch (action) {
    case 'remind':
      button = (
        <button
          type="button"
          className="btn btn-primary tournament-action"
          disabled={reminded}
          onClick={() => onRemind(tournament.id)}
        >
          {reminded ? t('actions.reminder_set') : t('actions.remind')}
        </button>
      );
      break;
    case 'learn_more':
      button = (
        <button
          type="button"
          className="btn tournament-action"
          onClick={() => (loggedIn ? navigate(path) : askLogin())}
        >
          {t('actions.learn_more')}
          <span className="visually-hidden">: {tournament.name}</span>
        </button>
      );
      break;
    default:
      // Participate (a guest), Buy-in or Enter: the join, confirmed once
      button = <JoinTournament tournament={tournament} path={path} />;
  }

  return (
    <article className={`tournament-card is-${state}`} aria-labelledby={titleId}>
      <picture className="tournament-card-media">
        {tournament.mobile_image && (
          <source media="(max-width: 567px)" srcSet={tournament.mobile_image} />
        )}
        <img
          src={tournament.desktop_image}
          alt=""
          width={640}
          height={360}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </picture>
      <div className="tournament-card-body">
        <div className="tournament-card-tags">
          <StatusTag state={state} />
          <BuyIn tournament={tournament} />
        </div>
        <Heading id={titleId} className="tournament-card-title">
          <Link to={path}>{tournament.name}</Link>
        </Heading>
        <ScheduleLine tournament={tournament} list={list} now={now} />
        <p className="tournament-prize">
          {t('card.prize_pool')}{' '}
          <strong>{formatPrize(tournament.prize_pool, currency, lang)}</strong>
        </p>
        {button}
      </div>
    </article>
  );
}
