import { useMemo } from 'react';
import {
  gamesForList,
  getI18n,
  Navigate,
  providerDisplayName,
  useTranslation,
} from '@parlor/shared';
import { useLobbyGames, useProviders } from '../../hooks/use-lobby-games';
import { GamesListView } from '../../components/list/games-list-view';

/** /providers/{provider}: its games with its intro blurb; unknown providers go to /providers. */
export function ProviderGamesPage({ params = {} }: { params?: { provider?: string } }) {
  const { t } = useTranslation('lobby');
  const slug = params.provider ?? '';
  const providers = useProviders();
  const games = useLobbyGames();
  const list = useMemo(() => (games ? gamesForList('provider', slug, games) : null), [games, slug]);

  if (providers && !providers.some((p) => p.shortname === slug)) {
    return <Navigate to="/providers" replace />;
  }
  const introKey = `providers.intro.${slug}`;
  const intro = getI18n().exists(introKey, { ns: 'lobby' }) ? (
    <p className="provider-intro">{t(introKey)}</p>
  ) : null;
  return <GamesListView key={slug} title={providerDisplayName(slug)} games={list} intro={intro} />;
}
