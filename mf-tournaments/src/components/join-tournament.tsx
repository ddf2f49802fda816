import { useEffect, useRef, useState } from 'react';
import {
  formatMoney,
  getApi,
  Modal,
  parlorBus,
  type Tournament,
  useBasePath,
  useSessionStore,
  useTranslation,
  useUiStore,
  withBasePath,
} from '@parlor/shared';
import { joinPath, joinRefusal, type JoinRefusal } from '../domain/join-refusal';
import './join-tournament.css';

interface JoinTournamentProps {
  tournament: Tournament;
  /** the tournament's page: a guest is asked to log in and lands there, on the join */
  path: string;
  /** open the confirmation at once (the guest who logged in to join lands here) */
  autoOpen?: boolean;
  /** called once the auto-open was handled (the page drops its `?join=1`) */
  onAutoOpened?: () => void;
  /** called after a join (the page reloads its leaderboard) */
  onJoined?: () => void;
}

/**
 * The live tournament's action (docs/tournaments.md, "Joining"): Participate asks a guest to log
 * in; Buy-in or Enter opens one confirmation, whose confirm button joins once (the server takes the
 * buy-in in the same transaction as the entry, and never twice); an entrant sees that they are in.
 */
export function JoinTournament({
  tournament,
  path,
  autoOpen = false,
  onAutoOpened,
  onJoined,
}: JoinTournamentProps) {
  const { t } = useTranslation('tournaments');
  const lang = useUiStore((s) => s.language);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const config = useSessionStore((s) => s.config);
  const balance = useSessionStore((s) => s.balances?.balance ?? null);
  const base = useBasePath();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);
  const [joinedHere, setJoinedHere] = useState(false);
  // a second click before React re-renders the disabled button still sends nothing
  const inFlight = useRef(false);
  const joined = joinedHere || tournament.joined === true;
  const buyIn = tournament.buy_in ?? 0;
  const currency = config?.currency ?? 'USD';
  const amount = formatMoney(buyIn, currency, lang);

  // A player who arrives asking to join (?join=1) sees the confirmation at once, once per arrival
  const arrivedToJoin = autoOpen && loggedIn;
  const [handledArrival, setHandledArrival] = useState(false);
  if (arrivedToJoin !== handledArrival) {
    setHandledArrival(arrivedToJoin);
    if (arrivedToJoin && !joined) setOpen(true);
  }
  useEffect(() => {
    // the page then drops the query that asked for it
    if (arrivedToJoin) onAutoOpened?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivedToJoin]);

  if (!loggedIn) {
    return (
      <button
        type="button"
        className="btn btn-primary tournament-action"
        onClick={() => parlorBus.emit('auth:login-required', { redirect: joinPath(path) })}
      >
        {t('actions.participate')}
      </button>
    );
  }

  if (joined) {
    return (
      <p className="tournament-joined" role="status">
        <span aria-hidden="true">✓ </span>
        {joinedHere ? t('join.joined_now', { name: tournament.name }) : t('join.joined')}
      </p>
    );
  }

  const close = () => {
    if (inFlight.current) return;
    setOpen(false);
    setRefusal(null);
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      const answer = await getApi().joinTournament(tournament.id);
      if (!answer?.joined) throw new Error('no join answer');
      setJoinedHere(true);
      setOpen(false);
      parlorBus.emit('balance:refresh');
      onJoined?.();
    } catch (error) {
      const why = joinRefusal(error);
      if (why === 'login') {
        setOpen(false);
        parlorBus.emit('auth:login-required', { redirect: joinPath(path) });
      } else {
        setRefusal(why);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const title = t('join.title', { name: tournament.name });
  return (
    <>
      <button
        type="button"
        className="btn btn-primary tournament-action"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t(buyIn > 0 ? 'actions.buy_in' : 'actions.enter')}
      </button>
      {open && (
        <Modal
          title={title}
          onClose={close}
          closeLabel={t('join.close')}
          className="tournament-join"
        >
          <h2>{title}</h2>
          <p>{buyIn > 0 ? t('join.buy_in_text', { amount }) : t('join.free_text')}</p>
          <p>{t('join.counts')}</p>
          {buyIn > 0 && balance !== null && (
            <p className="tournament-join-balance">
              {t('join.balance', { amount: formatMoney(balance, currency, lang) })}
            </p>
          )}
          {refusal && (
            <p className="tournament-join-refusal" role="alert">
              {refusal === 'short_balance'
                ? t('join.short_balance', { amount })
                : refusal === 'not_live'
                  ? t('join.not_live')
                  : t('join.failed')}{' '}
              {refusal === 'short_balance' && config?.pages.cashier && (
                <a href={withBasePath(config.pages.cashier, base)}>{t('join.deposit')}</a>
              )}
            </p>
          )}
          <div className="tournament-join-actions">
            <button type="button" className="btn" onClick={close} disabled={pending}>
              {t('join.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void confirm()}
              disabled={pending || refusal === 'not_live'}
              aria-busy={pending}
            >
              {pending
                ? t('join.joining')
                : buyIn > 0
                  ? t('join.confirm_buy_in', { amount })
                  : t('join.confirm_free')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
