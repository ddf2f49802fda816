// A site served under a sub-path (PARLOR_BASE_PATH, docs/deploying.md "Under a sub-path"): the
// path's one normal form, and the routing that lets every route answer with the prefix too.

/** '/casino/' or 'casino' -> '/casino'; '' or '/' -> ''; anything odd -> ''. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i.test(trimmed) ? `/${trimmed}` : '';
}

/**
 * Fastify's `rewriteUrl` under a base path: '/casino/api/boot' is routed as '/api/boot' (the
 * request keeps its address as it came, `request.raw.url`).
 */
export function routeUnderBasePath(basePath: string): (req: { url?: string }) => string {
  return (req) => {
    const url = req.url ?? '/';
    return basePath &&
      (url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`))
      ? url.slice(basePath.length) || '/'
      : url;
  };
}
