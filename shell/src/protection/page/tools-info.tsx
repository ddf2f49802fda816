import { useTranslation } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import { ToolsList, useToolItems } from './tools-list';

/** The casino's tools in plain words, for everyone (what the profile offers, nothing else). */
export function ToolsInfo({ profile }: { profile: ProtectionProfile | undefined }) {
  const { t } = useTranslation('protection');
  const offered = useToolItems(profile).length > 0;
  return (
    <section className="rg-section" aria-labelledby="rg-tools">
      <h2 id="rg-tools">{t('responsible.tools.heading')}</h2>
      {offered ? <ToolsList profile={profile} /> : <p>{t('responsible.tools.none')}</p>}
    </section>
  );
}
