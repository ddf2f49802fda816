// The shell's own pages (not a remote's): each in its own chunk, loaded when its route is opened.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { markFirstScreen } from '@parlor/shared/host';
import { loadProtectionStrings } from '../protection/i18n/load-protection-strings';
import { ACCOUNT_HISTORY_PATH, RESPONSIBLE_GAMING_PATH } from '../protection/page/paths';
import { PageSkeleton } from './remote-route';

// Each page comes with its strings (a namespace of their own, not in every visitor's first chunk).
const ResponsibleGamingPage = lazy(() =>
  Promise.all([
    import(
      /* webpackChunkName: "responsible-gaming" */ '../protection/page/responsible-gaming-page'
    ),
    loadProtectionStrings(),
  ]).then(([m]) => ({ default: m.ResponsibleGamingPage })),
);
const AccountHistoryPage = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "account-history" */ '../protection/page/account-history-page'),
    loadProtectionStrings(),
  ]).then(([m]) => ({ default: m.AccountHistoryPage })),
);

export interface ShellPageSpec {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The routes of the shell's own pages, for guests and players alike (a page asks for a login). */
export const SHELL_PAGES: readonly ShellPageSpec[] = [
  { path: RESPONSIBLE_GAMING_PATH, Page: ResponsibleGamingPage },
  { path: ACCOUNT_HISTORY_PATH, Page: AccountHistoryPage },
];

/** Rendered once the page's chunk is in and the page committed: its first screen is up. */
function FirstScreenMark() {
  useEffect(() => markFirstScreen(), []);
  return null;
}

/** One shell page, with the skeleton every page shows while its code loads. */
export function ShellPage({ Page }: { Page: ShellPageSpec['Page'] }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
      <FirstScreenMark />
    </Suspense>
  );
}
