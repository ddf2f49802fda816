import { useCallback } from 'react';
import { parlorBus, useLocation, useNavigate } from '@parlor/shared';

/**
 * Opens the lobby's search. Until its host has loaded nobody listens on the bus, so the request
 * goes into the address instead (`?search`), which the host reads when it mounts: a click made
 * while the lobby is still loading is not lost.
 */
export function useOpenSearch(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    if (parlorBus.listenerCount('search:open') > 0) {
      parlorBus.emit('search:open', {});
      return;
    }
    const params = new URLSearchParams(search);
    params.set('search', '');
    navigate({ pathname, search: `?${params.toString()}`, hash });
  }, [navigate, pathname, search, hash]);
}
