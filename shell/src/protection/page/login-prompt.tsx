import { parlorBus } from '@parlor/shared';

/** Opens the shell's login modal; after the login the player comes back to `redirect`. */
export function LoginPromptButton({ label, redirect }: { label: string; redirect: string }) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => parlorBus.emit('auth:login-required', { redirect })}
    >
      {label}
    </button>
  );
}
