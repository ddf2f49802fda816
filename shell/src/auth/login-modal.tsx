import { useState, type FormEvent } from 'react';
import {
  getApi,
  Modal,
  parlorBus,
  protectionRefusalOf,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { reloadPlayer, type ProtectionRefusal } from '@parlor/shared/host';
import { loginErrorText } from './login-error-text';
import { RefusedLogin } from './refused-login';
import { siteAuth, type LoginCredentials } from './site-auth';
import { TermsUpdate } from './terms-update';

interface LoginModalProps {
  onClose: () => void;
  onLoggedIn: () => void;
}

/** Why the latest login failed; `refusal` when a protection rule refused it. */
interface LoginProblem {
  text: string;
  refusal: ProtectionRefusal | null;
}

export function LoginModal({ onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation('shell');
  const signup = useSessionStore((s) => s.config?.pages.signup);
  const lang = useUiStore((s) => s.language);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // the version of the casino's changed terms the player is asked to accept, once asked
  const [terms, setTerms] = useState<string | null>(null);

  const logIn = async (acceptTerms?: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const credentials: LoginCredentials = { username: username.trim(), password };
      if (acceptTerms) credentials.accept_terms = acceptTerms;
      await siteAuth().login(credentials);
      await reloadPlayer(getApi());
      parlorBus.emit('auth:changed', { loggedIn: true });
      onLoggedIn();
    } catch (e) {
      const refusal = protectionRefusalOf(e);
      // the terms changed (again, if they changed while the player read them): ask for these
      if (refusal?.code === 'terms_update' && refusal.terms_version) {
        setTerms(refusal.terms_version);
      } else {
        setProblem({ text: loginErrorText(e, t, lang), refusal });
      }
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setProblem({ text: t('login.invalid'), refusal: null });
      return;
    }
    void logIn();
  };

  return (
    <Modal title={t('login.title')} onClose={onClose} closeLabel={t('login.close')}>
      {terms ? (
        <TermsUpdate
          key={terms}
          version={terms}
          busy={busy}
          error={problem?.text ?? null}
          onAccept={() => void logIn(terms)}
        />
      ) : (
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
          {problem?.refusal ? (
            <RefusedLogin refusal={problem.refusal} text={problem.text} onLeave={onClose} />
          ) : (
            problem && (
              <p className="form-error" role="alert">
                {problem.text}
              </p>
            )
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
      )}
    </Modal>
  );
}
