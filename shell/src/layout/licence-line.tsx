import { useSessionStore, useTranslation } from '@parlor/shared';
import { isWebAddress } from '../protection/help/help-contact-list';

/** Where the regulator's name goes in the translated sentence: split there to make it a link. */
const REGULATOR_MARK = '\u0000';

/**
 * The licence the casino plays under, with its regulator (docs/player-protection.md), as the
 * casino config's protection profile names it. Nothing when the profile names none (a controller
 * of an older contract, or a casino with no profile).
 */
export function LicenceLine() {
  const { t } = useTranslation('shell');
  const licence: unknown = useSessionStore((s) => s.config?.protection?.licence);
  if (typeof licence !== 'object' || licence === null) return null;
  const { regulator, number, url } = licence as Record<string, unknown>;
  if (typeof regulator !== 'string' || !regulator || typeof number !== 'string' || !number) {
    return null;
  }
  const [before = '', after = ''] = t('footer.licence', {
    regulator: REGULATOR_MARK,
    number,
  }).split(REGULATOR_MARK);
  return (
    <p className="footer-licence">
      {before}
      {isWebAddress(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {regulator}
          <span className="visually-hidden"> {t('responsible.help_contact.new_tab')}</span>
        </a>
      ) : (
        regulator
      )}
      {after}
    </p>
  );
}
