import { useState, type FormEvent } from 'react';
import {
  ControllerError,
  getApi,
  Modal,
  parlorBus,
  useSessionStore,
  useTranslation,
  useUiStore,
  type Lang,
  protectionRefusalOf,
} from '@parlor/shared';
import { reloadPlayer } from '@parlor/shared/host';
import { refusalText, type Translate } from '../protection/page/refusal-text';
import { siteAuth } from './site-auth';

interface LoginModalProps {
  onClose: () => void;
  onLoggedIn: () => void;
}

export function LoginModal({ onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation('shell');
  const signup = useSessionStore((s) => s.config?.pages.signup);
  const lang = useUiStore((s) => s.language);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError(t('login.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await siteAuth().login({ username: username.trim(), password });
      await reloadPlayer(getApi());
      parlorBus.emit('auth:changed', { loggedIn: true });
      onLoggedIn();
    } catch (e) {
      setError(loginErrorText(e, t, lang));
      setBusy(false);
    }
  };

  return (
    <Modal title={t('login.title')} onClose={onClose} closeLabel={t('login.close')}>
      <form className="login-form" onSubmit={submit} noValidate>
        <h2>{t('login.title')}</h2>
        <label>
          {t('login.username')}
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        {signup && (
          <p>
            {t('login.no_account')} <a href={signup}>{t('login.signup')}</a>
          </p>
        )}
      </form>
    </Modal>
  );
}

function loginErrorText(error: unknown, t: Translate, lang: Lang): string {
  // a break or a self-exclusion refuses the login (403): say which, and until when
  const refusal = protectionRefusalOf(error);
  if (refusal) return refusalText(refusal, t, lang);
  if (error instanceof ControllerError) {
    if (error.status === 401) return t('login.bad_credentials');
    if (error.status === 429) return t('login.rate_limited');
    if (error.status === 400) return t('login.invalid');
  }
  console.error('login failed', error);
  return t('login.failed');
}
