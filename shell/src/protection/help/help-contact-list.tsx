import { useTranslation } from '@parlor/shared';
import type { HelpContact } from '@parlor/shared/host';
import './help-contact-list.css';

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An address a link may open: the web's own schemes only, whatever a casino's config says. */
export const isWebAddress = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url);

/** The profile's help contacts that can be shown: a name and a web address, a phone if given. */
export function usableHelp(help: unknown): HelpContact[] {
  if (!Array.isArray(help)) return [];
  return help.flatMap((contact: unknown) => {
    if (typeof contact !== 'object' || contact === null) return [];
    const { name, url, phone } = contact as Record<string, unknown>;
    if (typeof name !== 'string' || !name || !isWebAddress(url)) return [];
    return [typeof phone === 'string' && phone ? { name, url, phone } : { name, url }];
  });
}

/**
 * Who to talk to: each help organisation's site (a new tab, so that what the player was doing
 * stays open) and phone. Its words are the shell's, as it shows in the login modal too.
 */
export function HelpContactList({ help }: { help: HelpContact[] }) {
  const { t } = useTranslation('shell');
  if (help.length === 0) return null;
  return (
    <ul className="help-contacts">
      {help.map((contact) => (
        <li key={contact.name}>
          <a href={contact.url} target="_blank" rel="noopener noreferrer">
            {contact.name}
            <span className="visually-hidden"> {t('responsible.help_contact.new_tab')}</span>
          </a>
          {contact.phone && (
            <span>
              {' · '}
              {t('responsible.help_contact.phone')}{' '}
              <a
                href={telHref(contact.phone)}
                aria-label={t('responsible.help_contact.call', {
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
  );
}
