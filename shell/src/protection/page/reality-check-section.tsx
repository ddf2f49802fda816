import { useRef, useState, type FormEvent } from 'react';
import { useTranslation, useUiStore } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import type { PlayerProtection } from '../api/protection-answers';
import { setRealityCheckInterval } from '../api/protection-client';
import { actionErrorText } from './action-error-text';
import { formatMinutes } from './protection-format';

const OFF = 'off';

interface RealityCheckSectionProps {
  rules: NonNullable<ProtectionProfile['reality_check']>;
  state: PlayerProtection;
  onSaved: (state: PlayerProtection | null) => void;
}

/** The reality check's interval: one of the profile's, or off where the profile allows it. */
export function RealityCheckSection({ rules, state, onSaved }: RealityCheckSectionProps) {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const current = state.reality_check.interval_min;
  const shown =
    current === null ? (rules.can_turn_off ? OFF : String(rules.default_min)) : String(current);
  const [choice, setChoice] = useState(shown);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const next = await setRealityCheckInterval(choice === OFF ? null : Number(choice));
      setDone(t('responsible.reality.saved'));
      onSaved(next);
    } catch (e) {
      setError(actionErrorText(e, t, lang));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="rg-section" aria-labelledby="rg-reality">
      <h3 id="rg-reality">{t('responsible.reality.heading')}</h3>
      <p>
        {current === null
          ? t('responsible.reality.current_off')
          : t('responsible.reality.current', { interval: formatMinutes(current, lang) })}
      </p>
      <form className="rg-form" onSubmit={submit} noValidate>
        <label htmlFor="rg-reality-interval">{t('responsible.reality.label')}</label>
        <select
          id="rg-reality-interval"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setDone('');
          }}
        >
          {rules.intervals_min.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatMinutes(minutes, lang)}
            </option>
          ))}
          {rules.can_turn_off && <option value={OFF}>{t('responsible.reality.off')}</option>}
        </select>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('responsible.reality.save')}
        </button>
        <div className="rg-messages">
          <p className="form-error" role="alert">
            {error ?? ''}
          </p>
          <p className="rg-done" role="status">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}
