// Plain links (outside the router) and addresses handed to other origins must carry the site's
// base path (config.base_location, '/' by default) the router adds to its own links.
import { useSessionStore } from '../stores/session-store';

/** `path` (starting with '/') under `base` ('/', '' or '/casino'). */
export function withBasePath(path: string, base: string | undefined): string {
  const prefix = (base ?? '').replace(/\/+$/, '');
  return prefix && !path.startsWith(`${prefix}/`) ? `${prefix}${path}` : path;
}

/** The site's base path from the config ('' at the root). */
export function useBasePath(): string {
  return (useSessionStore((s) => s.config?.base_location) ?? '').replace(/\/+$/, '');
}
