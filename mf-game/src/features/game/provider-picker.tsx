import {
  Link,
  providerDisplayName,
  useSessionStore,
  useTranslation,
  type LaunchedGame,
  providerLogoUrl,
} from '@parlor/shared';

interface ProviderPickerProps {
  slug: string;
  gameName: string;
  games: LaunchedGame[];
}

/** Several providers offer the game: one entry per provider, each to /play/{slug}?by={provider}. */
export function ProviderPicker({ slug, gameName, games }: ProviderPickerProps) {
  const { t } = useTranslation('game');
  const fname = useSessionStore((s) => s.player?.fname);
  const assets = useSessionStore((s) => s.config?.assets_domain ?? '');
  return (
    <section className="provider-picker" aria-labelledby="provider-picker-heading">
      <h1 id="provider-picker-heading">
        {fname
          ? t('picker.heading', { name: fname, game: gameName })
          : t('picker.heading_guest', { game: gameName })}
      </h1>
      <ul className="provider-picker-list">
        {games.map((game) => {
          const provider = providerDisplayName(game.provider);
          return (
            <li key={game.provider}>
              <Link
                className="provider-picker-entry"
                to={`/play/${encodeURIComponent(slug)}?by=${encodeURIComponent(game.provider)}`}
                aria-label={t('picker.play_with', { game: gameName, provider })}
              >
                <img
                  src={providerLogoUrl(assets, game.provider)}
                  alt=""
                  width={48}
                  height={48}
                  onError={(event) => event.currentTarget.remove()}
                />
                <span>{provider}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
