import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  COOKIES,
  cookieAssignment,
  readCookie,
  useCatalogueData,
  useLocation,
  useNavigate,
  useSessionStore,
} from '@parlor/shared';
import { popupWanted } from '../../domain/parse-answers';
import { freeSpinsApi } from '../../api/freespins-api';

const FreeSpinsPopup = lazy(() => import('./free-spins-popup'));

/** `?freespins` opens the popup on any page (the dashboard's daily free spins page links it). */
export const OPEN_PARAM = 'freespins';

/**
 * Mounted once by the shell for players. Opens the popup by itself once a day on the home page
 * when the casino has free spins and there is something to take (a spin or the new-player
 * offer); `?freespins` opens it any time. The popup's code and strings load only then.
 */
export function FreeSpinsHost() {
  const player = useSessionStore((s) => s.player);
  const config = useSessionStore((s) => s.config);
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });

  const pid = player?.PID ?? null;
  const asked = new URLSearchParams(location.search).has(OPEN_PARAM);
  // opening on ?freespins is derived while rendering; the effect only drops the parameter
  if (asked && pid !== null && !open) setOpen(true);
  useEffect(() => {
    if (!asked || pid === null) return;
    const { pathname, search, hash } = latest.current;
    const next = new URLSearchParams(search);
    next.delete(OPEN_PARAM);
    const text = next.toString();
    navigate({ pathname, search: text ? `?${text}` : '', hash }, { replace: true });
  }, [asked, pid, navigate]);

  const offered = Boolean(config?.dfs && config.dfs_popup);
  const onHome = location.pathname === '/';
  // Once a day (the cookie) on the home page: whether there is something to take today.
  const shownToday = Boolean(readCookie(document.cookie, COOKIES.dailyFreeSpins.name));
  const { data: wanted, error } = useCatalogueData(
    pid !== null && offered && onHome && !shownToday ? `freespins:dfs:${pid}` : null,
    () => freeSpinsApi().getDfs().then(popupWanted),
    { fresh: true },
  );
  useEffect(() => {
    if (error) console.error('free spins: DFS call failed', error);
  }, [error]);
  useEffect(() => {
    if (!wanted || latest.current.pathname !== '/') return;
    document.cookie = cookieAssignment(
      COOKIES.dailyFreeSpins.name,
      '1',
      COOKIES.dailyFreeSpins.maxAge,
      window.location.protocol === 'https:',
    );
    setOpen(true);
  }, [wanted]);

  if (!open || pid === null) return null;
  return (
    <Suspense fallback={null}>
      <FreeSpinsPopup onClose={() => setOpen(false)} />
    </Suspense>
  );
}
