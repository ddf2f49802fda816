import { useMemo } from 'react';
import {
  Link,
  providerDisplayName,
  providerLogoUrl,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { useLobbyGames, useProviders } from '../../hooks/use-lobby-games';
import './providers.css';

/**
 * /providers: icon, display name, active game count and Explore Games (docs/product-rules.md,
 * "Routes").
 */
export function ProvidersPage() {
  const { t } = useTranslation('lobby');
  const config = useSessionStore((s) => s.config);
  const providers = useProviders();
  const games = useLobbyGames();
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const g of games ?? []) map.set(g.provider, (map.get(g.provider) ?? 0) + 1);
    return map;
  }, [games]);
  if (!config) return null;
  const shown = (providers ?? [])
    .filter((p) => (counts.get(p.shortname) ?? 0) > 0)
    .map((p) => ({ ...p, display: providerDisplayName(p.shortname) }))
    .sort((a, b) => a.display.localeCompare(b.display));

  return (
    <div className="providers-page">
      <h1>{t('providers.title')}</h1>
      {providers && games ? (
        <ul className="provider-grid" aria-label={t('providers.title')}>
          {shown.map((p) => (
            <li key={p.shortname} className="provider-card">
              <img
                src={providerLogoUrl(config.assets_domain, p.shortname)}
                alt=""
                width={120}
                height={60}
                loading="lazy"
              />
              <h2>{p.display}</h2>
              <p>{t('providers.games', { count: counts.get(p.shortname) ?? 0 })}</p>
              {/* the name starts with the visible text (WCAG 2.5.3): "Explore Games: Betsoft" */}
              <Link
                className="btn btn-primary"
                to={`/providers/${p.shortname}`}
                aria-label={`${t('providers.explore')}${t('providers.explore_suffix', { name: p.display })}`}
              >
                {t('providers.explore')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="provider-grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="provider-card skeleton" style={{ height: 180 }} />
          ))}
        </div>
      )}
    </div>
  );
}
