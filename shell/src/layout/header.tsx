import {
  formatMoney,
  Link,
  parlorBus,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';

export function Header() {
  const { t } = useTranslation('shell');
  const config = useSessionStore((s) => s.config);
  const player = useSessionStore((s) => s.player);
  const balances = useSessionStore((s) => s.balances);
  const theme = useUiStore((s) => s.theme);
  const language = useUiStore((s) => s.language);
  if (!config) return null;
  const logo = theme === 'dark' ? config.casino_logo_dark : config.casino_logo_light;
  const balance = balances ?? player?.balances;

  return (
    <header className="header">
      <Link to="/" className="header-logo" aria-label={t('header.home')}>
        <img src={logo} alt={config.casino_name} width={140} height={36} />
      </Link>
      <div className="header-actions">
        {player ? (
          <>
            <span className="header-balance">
              <span className="visually-hidden">{t('header.balance')}: </span>
              <span data-testid="header-balance">
                {formatMoney(
                  balance?.balance ?? null,
                  balance?.currency_code ?? config.currency,
                  language,
                )}
              </span>
            </span>
            <button
              type="button"
              className="btn header-profile"
              aria-label={t('header.profile', { name: player.fname })}
            >
              <span aria-hidden="true" className="header-avatar">
                {player.fname.slice(0, 1)}
              </span>
              <span className="header-name">{player.fname}</span>
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => parlorBus.emit('auth:login-required', {})}
            >
              {t('header.login')}
            </button>
            <a className="btn" href={config.pages.signup}>
              {t('header.signup')}
            </a>
          </>
        )}
      </div>
    </header>
  );
}
