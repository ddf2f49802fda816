import type { ReactNode } from 'react';
import { Navigate, safeRedirect, useLocation } from '@parlor/shared';

/** `/?play={slug}` goes to `/play/{slug}` (spec section 2); other queries are left to the page. */
export function HomeQueryRedirect({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const play = new URLSearchParams(search).get('play');
  if (play && /^[a-z0-9-]{1,80}$/.test(play)) {
    return <Navigate to={safeRedirect(`/play/${play}`)} replace />;
  }
  return <>{children}</>;
}
