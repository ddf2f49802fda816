import { useRef, useState } from 'react';
import { useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import type { BreakPeriod, ExclusionPeriod } from '@parlor/shared/host';
import { selfExclude, takeBreak } from '../api/protection-client';
import { logout } from '../../player/logout';
import { actionErrorText } from './action-error-text';
import { ConfirmDialog } from './confirm-dialog';
import { exclusionEndRule } from './exclusion-end-rule';
import type { Farewell } from './farewell';
import { periodEnd } from './period-end';
import { formatEndTime } from './protection-format';

type StopProps =
  | { kind: 'break'; periods: BreakPeriod[]; onStopped: (farewell: Farewell) => void }
  | { kind: 'exclusion'; periods: ExclusionPeriod[]; onStopped: (farewell: Farewell) => void };

/**
 * Take a break or exclude oneself: a period, then a confirmation that says what happens. On
 * success the server has ended every session; the shell logs out here too and the page says
 * until when.
 */
export function StopPlaySection(props: StopProps) {
  const { kind, periods, onStopped } = props;
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const profile = useSessionStore((s) => s.config?.protection);
  const [period, setPeriod] = useState(periods[0]);
  const [asking, setAsking] = useState<{ until: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const key = `responsible.${kind}`;
  if (!period) return null;

  const periodName = (p: BreakPeriod | ExclusionPeriod) =>
    p === 'indefinite' ? t('responsible.period.indefinite_option') : t(`responsible.period.${p}`);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer =
        props.kind === 'break'
          ? await takeBreak(period as BreakPeriod)
          : await selfExclude(period as ExclusionPeriod);
      onStopped({
        kind,
        until: answer.until === undefined ? (asking?.until ?? null) : answer.until,
      });
      await logout();
    } catch (e) {
      setError(actionErrorText(e, t, lang));
      sending.current = false;
      setBusy(false);
    }
  };

  const lines = (until: string | null) => [
    t(`${key}.confirm_logout`),
    until === null
      ? t('responsible.exclusion.confirm_indefinite')
      : t(`${key}.confirm_until`, { date: formatEndTime(until, lang) }),
    // how it ends differs by profile: said before it starts
    ...(kind === 'exclusion' ? [exclusionEndRule(profile, t)] : []),
    t(`${key}.confirm_final`),
  ];

  return (
    <section className="rg-section" aria-labelledby={`rg-${kind}`}>
      <h3 id={`rg-${kind}`}>{t(`${key}.heading`)}</h3>
      <p>{t(`${key}.text`)}</p>
      <fieldset className="rg-periods">
        <legend>{t(`${key}.legend`)}</legend>
        {periods.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name={`rg-${kind}-period`}
              value={p}
              checked={p === period}
              onChange={() => setPeriod(p)}
            />
            {periodName(p)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setError(null);
          setAsking({ until: periodEnd(period, Date.now()) });
        }}
      >
        {t(`${key}.start`)}
      </button>
      {asking && (
        <ConfirmDialog
          title={
            period === 'indefinite'
              ? t('responsible.exclusion.confirm_title_indefinite')
              : t(`${key}.confirm_title`, { period: t(`responsible.period.${period}`) })
          }
          lines={lines(asking.until)}
          confirmLabel={t(`${key}.confirm`)}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            if (!sending.current) setAsking(null);
          }}
        />
      )}
    </section>
  );
}
