import { useTranslation } from '@parlor/shared';
import { HelpContactList, usableHelp } from '../help/help-contact-list';

/** Who to talk to: the profile's help organisations, with their site and phone. */
export function HelpContacts({ help }: { help: unknown }) {
  const { t } = useTranslation('protection');
  const contacts = usableHelp(help);
  return (
    <section className="rg-section" aria-labelledby="rg-help">
      <h2 id="rg-help">{t('responsible.help.heading')}</h2>
      <p>{contacts.length ? t('responsible.help.intro') : t('responsible.help.none')}</p>
      <HelpContactList help={contacts} />
    </section>
  );
}
