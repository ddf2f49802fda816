import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@parlor/shared';
import type { LimitKind, LimitState } from '@parlor/shared/host';
import type { PlayerProtection } from '../api/protection-answers';
import { confirmLimit, setLimit } from '../api/protection-client';
import { actionErrorText } from './action-error-text';
import { limitChange, parseLimitInput, waitsADay } from './limit-rules';
import { PendingChange } from './pending-change';
import { formatEndTime, formatLimitValue } from './protection-format';
import { useMoneyContext } from './use-money-format';

const NO_LIMIT: LimitState = { value: null, pending: null };

interface LimitRowProps {
  kind: LimitKind;
  limit: LimitState | undefined;
  /** the new state, or null when the answer did not carry it (the page asks again) */
  onSaved: (state: PlayerProtection | null) => void;
}

/**
 * One limit: its value, a change waiting its 24 hours or its confirmation, and a form to set,
 * lower or remove it.
 */
export function LimitRow({ kind, limit = NO_LIMIT, onSaved }: LimitRowProps) {
  const { t } = useTranslation('protection');
  const { lang, currency } = useMoneyContext();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // a second click before the first answer sends nothing (state updates only after a render)
  const sending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const id = `rg-limit-${kind}`;
  const title = t(`responsible.limit_title.${kind}`);
  const name = t(`shell:responsible.limit_name.${kind}`);
  const show = (value: number) => formatLimitValue(kind, value, currency, lang);
  const input = parseLimitInput(kind, text);
  const change = 'value' in input ? limitChange(limit.value, input.value) : null;

  /** One call at a time: what it did (a sentence) shows when it answers, else why it failed. */
  const run = async (call: () => Promise<string>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await call());
    } catch (e) {
      setError(actionErrorText(e, t, lang));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const save = (next: number | null) =>
    run(async () => {
      const state = await setLimit(kind, next);
      const pending = state?.limits[kind]?.pending;
      setText('');
      onSaved(state);
      if (!waitsADay(limitChange(limit.value, next))) {
        return t('responsible.limits.saved_now', { value: next === null ? '' : show(next) });
      }
      return pending
        ? t('responsible.limits.saved_pending', { date: formatEndTime(pending.effective_at, lang) })
        : t('responsible.limits.saved_later');
    });

  const confirm = () =>
    run(async () => {
      const state = await confirmLimit(kind);
      onSaved(state);
      const value = state.limits[kind]?.value ?? null;
      return value === null
        ? t('responsible.limits.confirmed_removed')
        : t('responsible.limits.confirmed', { value: show(value) });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('error' in input) {
      const minutes = input.error !== 'empty' && kind === 'session_minutes' ? '_minutes' : '';
      setError(t(`responsible.limits.error_${input.error}${minutes}`));
      return;
    }
    if (change === 'same') {
      setError(t('responsible.limits.unchanged'));
      return;
    }
    void save(input.value);
  };

  const pending = limit.pending;
  return (
    <section className="rg-limit" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <p>
        {limit.value === null
          ? t('responsible.limits.current_none')
          : t('responsible.limits.current', { value: show(limit.value) })}
      </p>
      {pending && (
        <PendingChange
          limit={{ ...limit, pending }}
          name={name}
          lang={lang}
          show={show}
          busy={busy}
          onConfirm={() => void confirm()}
        />
      )}
      <form className="rg-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-input`}>
          {kind === 'session_minutes'
            ? t('responsible.limits.new_minutes', { limit: name })
            : t('responsible.limits.new_amount', { limit: name, currency })}
        </label>
        <input
          id={`${id}-input`}
          inputMode={kind === 'session_minutes' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
            setDone(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note ${id}-error`}
        />
        <div className="rg-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-label={t('responsible.limits.save_named', { limit: name })}
          >
            {t('responsible.limits.save')}
          </button>
          {limit.value !== null && !(pending && pending.value === null) && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              aria-label={t('responsible.limits.remove_named', { limit: name })}
              aria-describedby={`${id}-remove-note`}
              onClick={() => void save(null)}
            >
              {t('responsible.limits.remove')}
            </button>
          )}
        </div>
        <div className="rg-messages">
          <p id={`${id}-note`} className="rg-note" aria-live="polite">
            {change === 'raise' ? t('responsible.limits.raise_warning') : ''}
          </p>
          {limit.value !== null && (
            <p id={`${id}-remove-note`} className="rg-note">
              {t('responsible.limits.remove_note')}
            </p>
          )}
          <p id={`${id}-error`} className="form-error" role="alert">
            {error ?? ''}
          </p>
          <p className="rg-done" role="status">
            {done ?? ''}
          </p>
        </div>
      </form>
    </section>
  );
}
