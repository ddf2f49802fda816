import { type Tournament, useTranslation, useUiStore } from '@parlor/shared';
import {
  formatCountdown,
  formatScheduleDate,
  tournamentDisplay,
  tournamentWindow,
  type ShownState,
  type TournamentList,
  type TournamentWindow,
} from '@parlor/shared/tournaments';
import './tournament-status-line.css';

const datesOf = (w: TournamentWindow) => ({ from: w.start, to: w.end });

export function StatusTag({ state }: { state: ShownState }) {
  const { t } = useTranslation('tournaments');
  return <span className={`tournament-tag is-${state}`}>{t(`status.${state}`)}</span>;
}

/** Countdown to the start or the end, or the from and to dates of a finished tournament. */
export function ScheduleLine({
  tournament,
  list,
  now,
  label,
}: {
  tournament: Tournament;
  list: TournamentList;
  now: number;
  /** a heading for the dates (the detail page's schedule) */
  label?: string;
}) {
  const { t } = useTranslation('tournaments');
  const lang = useUiStore((s) => s.language);
  // With a label, the run's dates whatever its state (the detail page's schedule).
  const display = label
    ? ({ kind: 'dates', ...datesOf(tournamentWindow(tournament, now)) } as const)
    : tournamentDisplay(tournament, list, now);
  if (display.kind === 'dates') {
    return (
      <p className="tournament-schedule">
        {label && <span className="tournament-schedule-label">{label}: </span>}
        {display.from !== null && (
          <span>
            {t('countdown.from')}{' '}
            <time dateTime={new Date(display.from).toISOString()}>
              {formatScheduleDate(display.from, lang)}
            </time>
          </span>
        )}{' '}
        {display.to !== null && (
          <span>
            {t('countdown.to')}{' '}
            <time dateTime={new Date(display.to).toISOString()}>
              {formatScheduleDate(display.to, lang)}
            </time>
          </span>
        )}
      </p>
    );
  }
  const lead = display.kind === 'starts' ? t('countdown.starts_in') : t('countdown.ends_in');
  const ms = display.kind === 'starts' ? display.startsInMs : display.endsInMs;
  return (
    <p className="tournament-schedule">
      {lead} <span className="tournament-countdown">{formatCountdown(ms, lang)}</span>
    </p>
  );
}
