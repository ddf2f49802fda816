import { lazy, Suspense, useEffect, useRef } from 'react';
import { parlorBus, useLocation, useNavigate } from '@parlor/shared';

const SearchModal = lazy(() => import('./search-modal'));

/** The modal's own URL parameter: the query lives in the URL while the modal is open. */
export const SEARCH_QUERY_PARAM = 'q';
/** The `?search` parameter (docs/product-rules.md, "Routes"): opens the modal and is then removed. */
export const SEARCH_OPEN_PARAM = 'search';

/** The search string with the modal's query set (or removed) and the opening parameter gone. */
function withQuery(search: string, value: string | null): string {
  const next = new URLSearchParams(search);
  next.delete(SEARCH_OPEN_PARAM);
  if (value === null) next.delete(SEARCH_QUERY_PARAM);
  else next.set(SEARCH_QUERY_PARAM, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Mounted once by the shell. Opens the search modal on `search:open` or a `search` URL parameter
 * (removed at once); while open the query is `?q=` in the URL, so Back closes the modal and a
 * shared address opens it with the same query. The modal's code loads on first open.
 */
export function SearchModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const query = params.get(SEARCH_QUERY_PARAM);
  const pushed = useRef(false);
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });

  // ?search or ?search=gold: open with that query and drop the parameter.
  const opening = params.get(SEARCH_OPEN_PARAM);
  useEffect(() => {
    if (opening === null) return;
    const { pathname, search, hash } = latest.current;
    navigate({ pathname, search: withQuery(search, opening), hash }, { replace: true });
  }, [opening, navigate]);

  useEffect(
    () =>
      parlorBus.on('search:open', (payload) => {
        const { pathname, search, hash } = latest.current;
        const value = payload?.query ?? '';
        const open = new URLSearchParams(search).has(SEARCH_QUERY_PARAM);
        pushed.current = !open;
        navigate({ pathname, search: withQuery(search, value), hash }, { replace: open });
      }),
    [navigate],
  );

  if (query === null) return null;

  const setQuery = (value: string) => {
    const { pathname, search, hash } = latest.current;
    if (new URLSearchParams(search).get(SEARCH_QUERY_PARAM) === value) return;
    navigate({ pathname, search: withQuery(search, value), hash }, { replace: true });
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
      return;
    }
    const { pathname, search, hash } = latest.current;
    navigate({ pathname, search: withQuery(search, null), hash }, { replace: true });
  };

  return (
    <Suspense fallback={null}>
      <SearchModal initialQuery={query} onQueryChange={setQuery} onClose={close} />
    </Suspense>
  );
}
