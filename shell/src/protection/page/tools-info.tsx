import { useTranslation, useUiStore } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import { formatChoices, formatMinutes } from './protection-format';

/** The casino's tools in plain words, for everyone (what the profile offers, nothing else). */
export function ToolsInfo({ profile }: { profile: ProtectionProfile | undefined }) {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const items: [string, string][] = [];
  if (profile?.session_clock) {
    items.push([t('responsible.tools.session_clock_name'), t('responsible.tools.session_clock')]);
  }
  const rc = profile?.reality_check;
  if (rc) {
    const choices = formatChoices(
      rc.intervals_min.map((m) => formatMinutes(m, lang)),
      lang,
    );
    const text = t('responsible.tools.reality_check', { choices });
    items.push([
      t('responsible.tools.reality_check_name'),
      rc.can_turn_off ? `${text} ${t('responsible.tools.reality_check_off')}` : text,
    ]);
  }
  if (profile?.money_limits) {
    items.push([t('responsible.tools.deposit_limits_name'), t('responsible.tools.deposit_limits')]);
    items.push([t('responsible.tools.loss_limit_name'), t('responsible.tools.loss_limit')]);
  }
  if (profile?.session_limit) {
    items.push([t('responsible.tools.session_limit_name'), t('responsible.tools.session_limit')]);
  }
  if (profile?.breaks.length) {
    const choices = formatChoices(
      profile.breaks.map((p) => t(`responsible.period.${p}`)),
      lang,
    );
    items.push([t('responsible.tools.break_name'), t('responsible.tools.break', { choices })]);
  }
  if (profile?.exclusions.length) {
    const choices = formatChoices(
      profile.exclusions.map((p) => t(`responsible.period.${p}`)),
      lang,
    );
    items.push([
      t('responsible.tools.exclusion_name'),
      t('responsible.tools.exclusion', { choices }),
    ]);
  }

  return (
    <section className="rg-section" aria-labelledby="rg-tools">
      <h2 id="rg-tools">{t('responsible.tools.heading')}</h2>
      {items.length === 0 ? (
        <p>{t('responsible.tools.none')}</p>
      ) : (
        <>
          <dl className="rg-tools">
            {items.map(([name, text]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          {(profile?.money_limits || profile?.session_limit) && (
            <p>{t('responsible.tools.limit_rule')}</p>
          )}
        </>
      )}
    </section>
  );
}
