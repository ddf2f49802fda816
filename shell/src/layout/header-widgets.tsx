import {
  getApi,
  Link,
  safeRedirect,
  useCatalogueData,
  useTranslation,
  type Widget,
} from '@parlor/shared';

const loadWidgets = (): Promise<Widget[]> =>
  getApi()
    .getWidgets()
    .then(
      (list) => (Array.isArray(list) ? list.filter((w) => w?.title) : []),
      (error: unknown) => {
        console.error('widgets failed to load', error);
        return [];
      },
    );

/** A link to another site (http or https), or null. */
function externalLink(link: string | undefined): string | null {
  if (!link || !/^https?:\/\//i.test(link.trim())) return null;
  try {
    return new URL(link.trim()).href;
  } catch {
    return null;
  }
}

/**
 * The casino's header widgets (controller `widgets`): short links to what the operator promotes.
 * Only titles and links are used; the operator's markup is never injected here. A link to another
 * site stays that link, opened in a new window that gets no hold on ours; anything else that is
 * not a path of this site goes home.
 */
export function HeaderWidgets() {
  const { t } = useTranslation('shell');
  const widgets = useCatalogueData('shell:widgets', loadWidgets, { fresh: true }).data ?? [];

  if (widgets.length === 0) return null;
  return (
    <nav className="header-widgets" aria-label={t('header.widgets')}>
      <ul>
        {widgets.map((w) => {
          const external = externalLink(w.link);
          return (
            <li key={w.id}>
              {external ? (
                <a href={external} target="_blank" rel="noopener noreferrer">
                  {w.title}
                </a>
              ) : (
                <Link to={safeRedirect(w.link ?? '/')}>{w.title}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
