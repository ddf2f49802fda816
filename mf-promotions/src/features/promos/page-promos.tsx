import {
  announcedHomePromoImage,
  announcedPagePromoImage,
  useSessionStore,
  useUiStore,
} from '@parlor/shared';
import { matchingPromos, type PageContext } from '../../domain/promo-matching';
import { ErrorState, LoadingState } from '../../components/load-states';
import { usePromos } from '../../hooks/use-promos';
import { CustomPromos } from './custom-promos';

export type PagePromosProps = Omit<PageContext, 'webplay'> & {
  /** the host kept the banner's box while this remote loaded: keep it until the promos come */
  reserved?: boolean;
};

/**
 * The custom promos placed on a lobby page (home, a category, a sub-group, a theme, …). On home in
 * webplay mode the operator's top promo is expected, and on a list the host reserved its box:
 * that box is kept while the promos load (with the promo's image when the page announced it: home's
 * top promo, the tournaments page's placed one, as the host's box showed it).
 */
export function PagePromos({ reserved = false, ...props }: PagePromosProps) {
  const lang = useUiStore((s) => s.language);
  const webplay = useSessionStore((s) => s.config?.is_fusion ?? false);
  const { data, error, retry } = usePromos(lang, 'ucc_lobby');
  const ctx: PageContext = { ...props, webplay };
  const isHomeTop = props.page === 'home' && webplay;
  if (!data && !error) {
    return isHomeTop || reserved ? (
      <div className="page-promos">
        <LoadingState
          className="promo-banner-box"
          image={
            (isHomeTop ? announcedHomePromoImage() : announcedPagePromoImage(props.page)) ??
            undefined
          }
          quiet={!isHomeTop}
        />
      </div>
    ) : null;
  }
  if (!data) return <ErrorState onRetry={retry} />;
  const promos = matchingPromos(data.custom_promos, ctx);
  if (promos.length === 0) return null;
  return (
    <div className="page-promos">
      <CustomPromos promos={promos} priority={props.page === 'home'} />
    </div>
  );
}
