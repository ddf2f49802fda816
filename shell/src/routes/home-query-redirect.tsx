import { useEffect, type ReactNode } from 'react';
import {
  Navigate,
  parlorBus,
  safeRedirect,
  sessionStore,
  useLocation,
  useNavigate,
} from '@parlor/shared';
import { parseFavoriteQuery, sendPendingFavorite, storePendingFavorite } from '@parlor/shared/host';
import { openLiveChatLazily } from '../livechat/open-live-chat';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The query without the given parameters, as `?a=1` or ''. */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Whether a query of `/` sends the visitor elsewhere or opens something (the browser's to do). */
export function homeQueryRedirects(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['play', 'fav', 'livechat', 'search'].some((name) => params.has(name));
}

/**
 * Query parameters of `/` (docs/product-rules.md, "Routes"): `play` goes to `/play/{slug}`; `fav` +
 * `by` keeps the wanted favorite and goes to favorites (or asks for login first); `livechat` opens
 * the chat and is removed. `search` belongs to the lobby's search host.
 */
export function HomeQueryRedirect({ children }: { children: ReactNode }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const play = params.get('play');
  const fav = params.get('fav');
  const livechat = params.has('livechat');

  useEffect(() => {
    if (!fav) return;
    const favorite = parseFavoriteQuery(search);
    if (favorite) storePendingFavorite(favorite);
    if (favorite && sessionStore.getState().player) {
      void sendPendingFavorite();
      navigate('/favorites', { replace: true });
      return;
    }
    navigate({ search: withoutParams(search, ['fav', 'by']), hash }, { replace: true });
    if (favorite) parlorBus.emit('auth:login-required', { redirect: '/favorites' });
  }, [fav, search, hash, navigate]);

  useEffect(() => {
    if (!livechat) return;
    openLiveChatLazily();
    navigate({ search: withoutParams(search, ['livechat']), hash }, { replace: true });
  }, [livechat, search, hash, navigate]);

  if (play && SLUG.test(play)) {
    return <Navigate to={safeRedirect(`/play/${play}`)} replace />;
  }
  return <>{children}</>;
}
