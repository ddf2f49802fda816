import { type RemoteModuleRef, RemoteOutlet } from '@parlor/shared';
import { markFirstScreen, useModuleBeforeNavigation, useParams } from '@parlor/shared/host';
import { PagePromosOutlet } from '../remotes/page-promos-outlet';
import { promoPageOf } from './promo-pages';
import type { RouteSpec } from './route-table';

/** What a page shows while its code loads. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <div className="skeleton" style={{ height: 32, width: '40%' }} />
      <div className="skeleton" style={{ height: 240 }} />
    </div>
  );
}

/** A route whose page comes from a remote; the route params are handed to it as props. */
export function RemoteRoute({ spec }: { spec: RouteSpec }) {
  const params = useParams();
  // a page whose module has not run yet keeps the one the visitor came from until it has
  useModuleBeforeNavigation(spec.remote, spec.expose);
  // Every routed module takes RouteParams (the contract says so), so adding `params` keeps the
  // entry valid; TypeScript cannot follow that through the union of entries.
  const entry = { ...spec, props: { ...spec.props, params } } as RemoteModuleRef;
  const promoPage = promoPageOf(spec.path);
  // the page's module on screen is the first screen: what it does not show may load now
  return (
    <>
      {promoPage && <PagePromosOutlet key={`promos:${spec.path}`} page={promoPage} />}
      <RemoteOutlet
        key={spec.path}
        {...entry}
        loading={<PageSkeleton />}
        onShown={markFirstScreen}
      />
    </>
  );
}
