import { useState } from 'react';
import { useSessionStore, useTranslation } from '@parlor/shared';
import type { Farewell } from './farewell';
import { FarewellNotice } from './farewell-notice';
import { ExclusionEndRequest } from './exclusion-end-request';
import { HelpContacts } from './help-contacts';
import { LoginPromptButton } from './login-prompt';
import { RESPONSIBLE_GAMING_PATH } from './paths';
import { PlayerSettings } from './player-settings';
import { ToolsInfo } from './tools-info';
import { useDocumentTitle } from './use-document-title';
import './protection-page.css';

/**
 * The responsible gaming page (docs/player-protection.md): the casino's tools and help contacts
 * for everyone; a player's current settings and the forms that change them.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const title = t('responsible.title');
  useDocumentTitle(title);
  const profile = useSessionStore((s) => s.config?.protection);
  const player = useSessionStore((s) => s.player);
  const [farewell, setFarewell] = useState<Farewell | null>(null);

  return (
    <article className="rg-page" aria-labelledby="rg-title">
      <h1 id="rg-title">{title}</h1>
      <p>{t('responsible.intro')}</p>
      {farewell ? (
        <FarewellNotice farewell={farewell} />
      ) : player && profile ? (
        <PlayerSettings profile={profile} playerKey={String(player.PID)} onStopped={setFarewell} />
      ) : (
        !player &&
        profile && (
          <section className="rg-section rg-guest" aria-labelledby="rg-guest">
            <h2 id="rg-guest">{t('responsible.settings.heading')}</h2>
            <p>{t('responsible.guest.text')}</p>
            <LoginPromptButton
              label={t('responsible.guest.login')}
              redirect={RESPONSIBLE_GAMING_PATH}
            />
          </section>
        )
      )}
      {/* an excluded person cannot log in: the request to end it, or to come back, is a guest's */}
      {!player && !farewell && (profile?.exclusions.length ?? 0) > 0 && <ExclusionEndRequest />}
      <ToolsInfo profile={profile} />
      <HelpContacts help={profile?.help} />
    </article>
  );
}
