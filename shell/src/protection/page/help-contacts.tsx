import { useTranslation } from '@parlor/shared';
import type { HelpContact } from '@parlor/shared/host';

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who to talk to: the profile's help organisations, with their site and phone. */
export function HelpContacts({ help }: { help: HelpContact[] }) {
  const { t } = useTranslation('protection');
  return (
    <section className="rg-section" aria-labelledby="rg-help">
      <h2 id="rg-help">{t('responsible.help.heading')}</h2>
      <p>{help.length ? t('responsible.help.intro') : t('responsible.help.none')}</p>
      {help.length > 0 && (
        <ul className="rg-help">
          {help.map((contact) => (
            <li key={contact.name}>
              <a href={contact.url} target="_blank" rel="noopener noreferrer">
                {contact.name}
                <span className="visually-hidden"> {t('responsible.help.new_tab')}</span>
              </a>
              {contact.phone && (
                <span>
                  {' · '}
                  {t('responsible.help.phone')}{' '}
                  <a
                    href={telHref(contact.phone)}
                    aria-label={t('responsible.help.call', {
                      name: contact.name,
                      phone: contact.phone,
                    })}
                  >
                    {contact.phone}
                  </a>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
