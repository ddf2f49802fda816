import { safeRedirect, useNavigate } from '@parlor/shared';
import { LoginModal } from './login-modal';
import { clearLoginRequest, useLoginRequest } from './login-requests';

/**
 * Any app asks for a login through the bus (`auth:login-required` with a redirect path); after a
 * successful login the shell follows the redirect, restricted to our own paths; a prompt closed
 * without a login goes to `dismissTo` when the asking page gave one (a page that cannot stay).
 */
export function LoginModalHost() {
  const navigate = useNavigate();
  const request = useLoginRequest();
  if (!request) return null;
  return (
    <LoginModal
      onClose={() => {
        clearLoginRequest();
        if (request.dismissTo) navigate(safeRedirect(request.dismissTo), { replace: true });
      }}
      onLoggedIn={() => {
        clearLoginRequest();
        if (request.redirect) navigate(safeRedirect(request.redirect));
      }}
    />
  );
}
