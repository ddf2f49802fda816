import { useTranslation, useUiStore } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import { exclusionEndRule } from './exclusion-end-rule';
import { formatChoices, formatMinutes } from './protection-format';

/** The tools the profile offers, each a name and what it does; none for no profile. */
export function useToolItems(profile: ProtectionProfile | undefined): [string, string][] {
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
      `${t('responsible.tools.exclusion', { choices })} ${exclusionEndRule(profile, t)}`,
    ]);
  }
  return items;
}

/**
 * The casino's tools in plain words (what the profile offers, nothing else), and the rule of
 * raising a limit when there are limits. Nothing when it offers none.
 */
export function ToolsList({ profile }: { profile: ProtectionProfile | undefined }) {
  const { t } = useTranslation('protection');
  const items = useToolItems(profile);
  if (items.length === 0) return null;
  return (
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
  );
}
