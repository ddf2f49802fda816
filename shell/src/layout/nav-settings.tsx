import { useTranslation, useUiStore, type Lang } from '@parlor/shared';
import { SUPPORTED_LANGS } from '@parlor/shared/host';
import { storeTheme } from '../prefs/theme';
import { storeLanguage } from '../prefs/language';
import { logout } from '../player/logout';

/** Theme, language and logout at the foot of the side menu. */
export function NavSettings({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('shell');
  const language = useUiStore((s) => s.language);
  const theme = useUiStore((s) => s.theme);
  return (
    <div className="nav-settings" role="group" aria-label={t('nav.settings')}>
      <div className="theme-switch" role="group" aria-label={t('nav.theme')}>
        {(['dark', 'light'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="btn"
            aria-pressed={theme === name}
            onClick={() => storeTheme(name)}
          >
            {t(`nav.${name}`)}
          </button>
        ))}
      </div>
      <label className="language-select">
        <span className="nav-label">{t('nav.language')}</span>
        <select value={language} onChange={(e) => void storeLanguage(e.target.value as Lang)}>
          {SUPPORTED_LANGS.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </select>
      </label>
      {loggedIn && (
        <button type="button" className="btn nav-logout" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      )}
    </div>
  );
}
