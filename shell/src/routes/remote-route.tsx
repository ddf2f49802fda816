import { RemoteOutlet, useParams } from '@parlor/shared';
import type { RouteSpec } from './route-table';

function PageSkeleton() {
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
  return (
    <RemoteOutlet
      key={spec.path}
      remote={spec.remote}
      expose={spec.expose}
      props={{ ...spec.props, params }}
      loading={<PageSkeleton />}
    />
  );
}
