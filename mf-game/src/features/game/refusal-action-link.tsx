import { Link, useBasePath, useSessionStore, useTranslation, withBasePath } from '@parlor/shared';
import { RESPONSIBLE_GAMING_PATH, VERIFICATION_PAGE } from '../../domain/protection-paths';
import type { RefusalAction } from './launch-refusal';

/**
 * The one step a refusal asks of the player: verify their age (the controller's page, so a plain
 * link), ask to come back (the shell's responsible gaming page, a router link) or read the terms.
 */
export function RefusalActionLink({ action }: { action: RefusalAction }) {
  const { t } = useTranslation('game');
  const base = useBasePath();
  const terms = useSessionStore((s) => s.config?.pages?.terms);
  switch (action) {
    case 'verify_age':
      return (
        <a className="game-button primary" href={withBasePath(VERIFICATION_PAGE, base)}>
          {t('protection_help.verify_age')}
        </a>
      );
    case 'ask_to_return':
      return (
        <Link className="game-button primary" to={RESPONSIBLE_GAMING_PATH}>
          {t('protection_help.ask_to_return')}
        </Link>
      );
    case 'read_terms':
      // a casino whose config names no terms page: the sentence alone
      return terms ? (
        <a className="game-button primary" href={terms}>
          {t('protection_help.read_terms')}
        </a>
      ) : null;
  }
}
