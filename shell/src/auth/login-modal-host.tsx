import { useEffect, useState } from 'react';
import { parlorBus, safeRedirect, useNavigate } from '@parlor/shared';
import { LoginModal } from './login-modal';

/**
 * Any app asks for a login through the bus (`auth:login-required` with a redirect path); after a
 * successful login the shell follows the redirect, restricted to our own paths.
 */
export function LoginModalHost() {
  const navigate = useNavigate();
  const [request, setRequest] = useState<{ redirect?: string } | null>(null);

  useEffect(() => parlorBus.on('auth:login-required', (payload) => setRequest(payload ?? {})), []);

  if (!request) return null;
  return (
    <LoginModal
      onClose={() => setRequest(null)}
      onLoggedIn={() => {
        setRequest(null);
        if (request.redirect) navigate(safeRedirect(request.redirect));
      }}
    />
  );
}
