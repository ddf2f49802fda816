import { useId, useMemo } from 'react';
import { Link, useSessionStore, useTranslation } from '@parlor/shared';
import { helpContactsOf } from '../../domain/help-contacts';
import { RESPONSIBLE_GAMING_PATH } from '../../domain/protection-paths';
import './protection-help.css';

/**
 * Under every protection refusal: the responsible gaming page (the player's tools) and the
 * casino profile's help organisations, as the rules that refused the launch ask us to point to.
 */
export function ProtectionHelp() {
  const { t } = useTranslation('game');
  const config = useSessionStore((s) => s.config);
  const contacts = useMemo(() => helpContactsOf(config), [config]);
  const headingId = useId();
  return (
    <div className="game-protection-help">
      <Link className="game-protection-link" to={RESPONSIBLE_GAMING_PATH}>
        {t('protection_help.responsible_gaming')}
      </Link>
      {contacts.length > 0 && (
        <>
          <h2 id={headingId} className="game-protection-heading">
            {t('protection_help.heading')}
          </h2>
          <p>{t('protection_help.intro')}</p>
          <ul className="game-protection-contacts" aria-labelledby={headingId}>
            {contacts.map((contact) => (
              <li key={`${contact.name}|${contact.url ?? ''}`}>
                {contact.url ? (
                  <a href={contact.url} target="_blank" rel="noopener noreferrer">
                    {contact.name}
                    <span className="visually-hidden"> {t('protection_help.new_tab')}</span>
                  </a>
                ) : (
                  contact.name
                )}
                {contact.phone && (
                  <>
                    {' · '}
                    {t('protection_help.phone')}{' '}
                    {contact.tel ? (
                      <a
                        href={contact.tel}
                        aria-label={t('protection_help.call', {
                          name: contact.name,
                          phone: contact.phone,
                        })}
                      >
                        {contact.phone}
                      </a>
                    ) : (
                      contact.phone
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
