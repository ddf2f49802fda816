import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSharedNamespace } from '../i18n/register-shared-namespace';
import { isFirstScreenShown, markFirstScreen, resetFirstScreen } from '../runtime/first-screen';
import { Link, MemoryRouter, Route, Routes } from '../routing/router';
import { HOLD_MS, resetNavigationHolds, useModuleBeforeNavigation } from './held-navigation';
import { registerParlorRemotes } from './remote-registry';
import type { RemoteModuleRef } from './remote-contract';
import { RemoteOutlet } from './remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;

const Home = () => <h1>Home page</h1>;
const Other = () => <h1>Other page</h1>;

/** A route as the shell has it: it holds for its module, then renders its outlet. */
function Page({ expose }: { expose: string }) {
  useModuleBeforeNavigation('mf_lobby', expose);
  const ref = { remote: 'mf_lobby', expose } as RemoteModuleRef;
  return <RemoteOutlet key={expose} {...ref} loading={<p>Skeleton</p>} />;
}

/** Home and a link to `/other`, whose module is `otherExpose`. */
function site(homeExpose: string, otherExpose: string) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Link to="/other">Other</Link>
      {/* the layout's boundary around the routes: what a held first render would show */}
      <Suspense fallback={<p>Held</p>}>
        <Routes>
          <Route path="/" element={<Page expose={homeExpose} />} />
          <Route path="/other" element={<Page expose={otherExpose} />} />
        </Routes>
      </Suspense>
    </MemoryRouter>
  );
}

/**
 * Follows a link in an async act: the navigation is a transition that suspends, and React retries
 * it when the module has run (user-event's synchronous act wrapper would leave it suspended).
 */
const follow = (link: HTMLElement) => act(async () => link.click());

/** Remembers whether a skeleton (the outlet's or the layout's) was ever in the page. */
function watchSkeleton(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (/Skeleton|Held/.test(document.body.textContent ?? '')) seen = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

beforeAll(async () => {
  await registerSharedNamespace();
});

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerParlorRemotes({ mf_lobby: 'http://localhost:8081/remoteEntry.js' });
  resetFirstScreen();
  resetNavigationHolds();
});

afterEach(() => jest.restoreAllMocks());

/** Home on screen, its module run, and the first screen marked. */
async function homeShown(homeExpose: string, otherExpose: string) {
  let arrive: (module: { default: typeof Other }) => void = () => {};
  mockedLoad.mockImplementation((id: string) =>
    id.endsWith(homeExpose.slice(2))
      ? Promise.resolve({ default: Home })
      : new Promise((resolve) => (arrive = resolve)),
  );
  render(site(homeExpose, otherExpose));
  // the module and its strings arrive (a transition of the outlet's)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  markFirstScreen();
  // it counts once painted (here: after a task)
  await waitFor(() => expect(isFirstScreenShown()).toBe(true));
  return (module: { default: typeof Other }) => arrive(module);
}

it('keeps the page the visitor came from while the next page’s module runs, then shows it whole', async () => {
  const arrive = await homeShown('./HomeA', './OtherA');
  const skeletonSeen = watchSkeleton();
  await follow(screen.getByRole('link', { name: 'Other' }));
  // the other page's module is on its way: home stays, no skeleton
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  await act(async () => arrive({ default: Other }));
  expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  expect(skeletonSeen()).toBe(false);
});

it(`shows the skeleton when the next page’s module takes longer than ${HOLD_MS} ms, and the page after`, async () => {
  const arrive = await homeShown('./HomeB', './OtherB');
  await follow(screen.getByRole('link', { name: 'Other' }));
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(await screen.findByText('Skeleton', undefined, { timeout: HOLD_MS * 4 })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
  await act(async () => arrive({ default: Other }));
  expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
});

it('holds nothing on the first page: it shows its skeleton while its module loads', async () => {
  let arrive: (module: { default: typeof Home }) => void = () => {};
  mockedLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  render(site('./HomeC', './OtherC'));
  expect(await screen.findByText('Skeleton')).toBeVisible();
  await act(async () => arrive({ default: Home }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

it('holds nothing for a page that is not reached by a navigation, even after the first screen', async () => {
  markFirstScreen();
  await waitFor(() => expect(isFirstScreenShown()).toBe(true));
  let arrive: (module: { default: typeof Home }) => void = () => {};
  mockedLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  // the document's first location (a POP): its outlet shows its own loading state, nothing waits
  render(site('./HomeD', './OtherD'));
  expect(screen.getByText('Skeleton')).toBeVisible();
  expect(screen.queryByText('Held')).toBeNull();
  await act(async () => arrive({ default: Home }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});
