import { useId, useRef, useState, type FormEvent } from 'react';
import { ControllerError, useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import { requestExclusionEnd } from '../api/protection-client';
import { exclusionEndErrorText } from './exclusion-end-text';
import { exclusionEndRule, wantsReason } from './exclusion-end-rule';
import { formatEndTime } from './protection-format';

/** The longest reason the form sends (the controller keeps 1,000 characters). */
const MAX_REASON = 1000;

type RequestState =
  | { kind: 'idle' | 'sending' }
  | { kind: 'done'; endsAt?: string }
  | { kind: 'failed'; text: string; field?: 'reason' };

/**
 * A self-exclusion ends on the person's request (docs/player-protection.md): an indefinite one
 * from 6 months on (with a reason in the MGA profile), and in the UK profile a timed one whose
 * period is over, the "ask to come back". The excluded person cannot log in, so the request
 * carries the account's username and password, checked by the casino like a login.
 */
export function ExclusionEndRequest() {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const profile = useSessionStore((s) => s.config?.protection);
  const reasonNeeded = wantsReason(profile);
  const id = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<RequestState>({ kind: 'idle' });

  const fail = (text: string, field?: 'reason') => {
    setState({ kind: 'failed', text, field });
    if (field === 'reason') reasonField.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    if (!username.trim() || !password) {
      fail(t('responsible.exclusion_end.missing'));
      return;
    }
    if (reasonNeeded && !reason.trim()) {
      fail(t('responsible.exclusion_end.missing_reason'), 'reason');
      return;
    }
    setState({ kind: 'sending' });
    requestExclusionEnd({
      username: username.trim(),
      password,
      reason: reason.trim() ? reason.trim() : undefined,
    }).then(
      ({ endsAt }) => setState({ kind: 'done', endsAt }),
      (error: unknown) => {
        const code = error instanceof ControllerError ? error.code : '';
        // the exclusion was set in a casino that wants a reason, though this one does not ask
        fail(
          exclusionEndErrorText(error, t, lang),
          code === 'reason_required' ? 'reason' : undefined,
        );
      },
    );
  };

  const reasonInvalid = state.kind === 'failed' && state.field === 'reason';
  return (
    <section className="rg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('responsible.exclusion_end.heading')}</h2>
      <p>{t('responsible.exclusion_end.text')}</p>
      <p>{exclusionEndRule(profile, t)}</p>
      {state.kind === 'done' ? (
        <p role="status">
          {state.endsAt
            ? t('responsible.exclusion_end.done_until', {
                date: formatEndTime(state.endsAt, lang),
              })
            : t('responsible.exclusion_end.done')}
        </p>
      ) : (
        <form className="rg-form" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-user`}>{t('responsible.exclusion_end.username')}</label>
          <input
            id={`${id}-user`}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <label htmlFor={`${id}-password`}>{t('responsible.exclusion_end.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label htmlFor={`${id}-reason`}>{t('responsible.exclusion_end.reason')}</label>
          <textarea
            id={`${id}-reason`}
            ref={reasonField}
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            aria-required={reasonNeeded}
            aria-invalid={reasonInvalid ? true : undefined}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-reason-hint`} className="rg-note">
            {reasonNeeded
              ? t('responsible.exclusion_end.reason_required')
              : t('responsible.exclusion_end.reason_optional')}
          </p>
          <button type="submit" className="btn" disabled={state.kind === 'sending'}>
            {t('responsible.exclusion_end.submit')}
          </button>
          {state.kind === 'failed' && <p role="alert">{state.text}</p>}
        </form>
      )}
    </section>
  );
}
