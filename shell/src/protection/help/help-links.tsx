import { Link, useSessionStore, useTranslation } from '@parlor/shared';
import { RESPONSIBLE_GAMING_PATH } from '../page/paths';
import { HelpContactList, usableHelp } from './help-contact-list';
import './help-links.css';

interface HelpLinksProps {
  /** the player follows the link to the responsible gaming page (a dialog closes) */
  onFollow?: () => void;
}

/**
 * Where to find help, wherever play is stopped or questioned (a refused login, the reality
 * check): the responsible gaming page and the casino's help contacts.
 */
export function HelpLinks({ onFollow }: HelpLinksProps) {
  const { t } = useTranslation('shell');
  const help = useSessionStore((s) => s.config?.protection?.help);
  const contacts = usableHelp(help);
  return (
    <div className="help-links">
      <p>
        {t('responsible.help_links.intro')}{' '}
        <Link to={RESPONSIBLE_GAMING_PATH} onClick={onFollow}>
          {t('responsible.help_links.page')}
        </Link>
      </p>
      {contacts.length > 0 && (
        <>
          <p>{t('responsible.help_links.contacts')}</p>
          <HelpContactList help={contacts} />
        </>
      )}
    </div>
  );
}
