import { useId, useState, type FormEvent } from 'react';
import { ControllerError, useTranslation, useUiStore, type Lang } from '@parlor/shared';
import { requestExclusionEnd } from '../api/protection-client';
import { actionErrorText } from './action-error-text';
import { formatEndTime } from './protection-format';

/**
 * An indefinite self-exclusion ends only when the player asks, 7 days after (docs/player-
 * protection.md): the excluded player cannot log in, so the request carries the account's
 * username and password, checked by the casino like a login.
 */
export function ExclusionEndRequest() {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language) as Lang;
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' | 'sending' }
    | { kind: 'done'; endsAt?: string }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    if (!username.trim() || !password) {
      setState({ kind: 'failed', text: t('responsible.exclusion_end.missing') });
      return;
    }
    setState({ kind: 'sending' });
    requestExclusionEnd({ username: username.trim(), password }).then(
      ({ endsAt }) => setState({ kind: 'done', endsAt }),
      (error: unknown) => {
        const code = error instanceof ControllerError ? error.code : '';
        const known = ['bad_credentials', 'not_excluded', 'not_indefinite'].includes(code);
        setState({
          kind: 'failed',
          text: known ? t(`responsible.exclusion_end.${code}`) : actionErrorText(error, t, lang),
        });
      },
    );
  };

  return (
    <section className="rg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('responsible.exclusion_end.heading')}</h2>
      <p>{t('responsible.exclusion_end.text')}</p>
      {state.kind === 'done' ? (
        <p role="status">
          {state.endsAt
            ? t('responsible.status.ending', { date: formatEndTime(state.endsAt, lang) })
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
          <button type="submit" className="btn" disabled={state.kind === 'sending'}>
            {t('responsible.exclusion_end.submit')}
          </button>
          {state.kind === 'failed' && <p role="alert">{state.text}</p>}
        </form>
      )}
    </section>
  );
}
