import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSessionStore, useTranslation, withBasePath } from '@parlor/shared';

/** The casino's terms, a page of the controller, when its config names no other. */
const TERMS_PAGE = '/pages/terms';

interface TermsUpdateProps {
  /** the version the player is asked to accept (the refusal's `terms_version`) */
  version: string;
  busy: boolean;
  /** why the login with the accepted terms failed, if it did */
  error: string | null;
  onAccept: () => void;
}

/**
 * The casino's terms changed since the player accepted them (a login refused with
 * `terms_update`): the new terms to read, and a box to tick before the login is sent again with
 * them accepted.
 */
export function TermsUpdate({ version, busy, error, onAccept }: TermsUpdateProps) {
  const { t } = useTranslation('shell');
  const terms = useSessionStore(
    (s) => s.config?.pages.terms || withBasePath(TERMS_PAGE, s.config?.base_location),
  );
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [unticked, setUnticked] = useState(false);
  // the fields the player filled in are gone: the news takes the focus, read first
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!accepted) {
      setUnticked(true);
      return;
    }
    onAccept();
  };

  const problem = unticked && !accepted ? t('login.terms.required') : error;
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('login.terms.title')}
      </h2>
      <p>{t('login.terms.text', { version })}</p>
      <p>
        <a href={terms} target="_blank" rel="noopener noreferrer">
          {t('login.terms.read')}
          <span className="visually-hidden"> {t('responsible.help_contact.new_tab')}</span>
        </a>
      </p>
      <label className="login-check">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={problem && !accepted ? true : undefined}
          aria-describedby={`${id}-problem`}
        />
        {t('login.terms.accept')}
      </label>
      <p id={`${id}-problem`} className="form-error" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('login.submitting') : t('login.terms.submit')}
      </button>
    </form>
  );
}
