// The browser's side of a server render: the shell's tree rendered to markup as the server renders
// it, then hydrated by the shell as its bootstrap does, with React told to report any part it had
// to render afresh (a mismatch). The browser tests do the same with the production builds.
import { act } from '@testing-library/react';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Link, sessionStore, useSessionStore } from '@parlor/shared';
import {
  prefetchRemoteModule,
  ServerModules,
  serverModuleKey,
  setHydrationGate,
  setRenderedPage,
  setRenderedUi,
  setServerRenderedModules,
} from '@parlor/shared/host';
import {
  installFakeApi,
  makeConfig,
  registerParlorRemotes,
  registerSharedNamespace,
  uiStore,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { Root } from '../root';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// boot is the controller's: here it has succeeded
jest.mock('../boot/start-boot', () => ({
  isBooted: () => true,
  startBoot: () => Promise.resolve(),
  restartBoot: () => Promise.resolve(),
  whenBooted: () => Promise.resolve(),
}));

function Home() {
  const name = useSessionStore((s) => s.config?.casino_name);
  return (
    <section className="stand-in-home">
      <h1>Home of {name}</h1>
      <Link to="/category/online-slots">Slots</Link>
    </section>
  );
}
const NoSearch = () => null;
const MODULES: Record<string, ComponentType<never>> = {
  './HomePage': Home,
  './SearchModalHost': NoSearch,
};

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStore.getState().setConfig(makeConfig({ casino_name: 'Parlor Test' }));
  sessionStore.getState().setPlayer(null);
  installFakeApi();
  registerParlorRemotes({ mf_lobby: 'http://lobby.test/remoteEntry.js' });
  // the lobby's modules; any other remote's (the banner, the free spins) is away
  (loadRemote as jest.Mock).mockImplementation((id: string) => {
    const component = id.startsWith('mf_lobby/') ? MODULES[`./${id.split('/')[1]}`] : undefined;
    return component ? Promise.resolve({ default: component }) : Promise.reject(new Error(id));
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRenderedPage({ now: 1_700_000_000_000, seed: 42 });
  setHydrationGate(Promise.resolve());
});

/**
 * The page as the server sends it: the root's markup for `/`, in the light theme, with the
 * lobby's modules `exposes` (the others left to the browser).
 */
function serverPage(exposes = Object.keys(MODULES)): HTMLElement {
  uiStore.setState({ theme: 'light', language: 'en' });
  const modules = new Map<string, ComponentType<never>>(
    exposes.map((expose) => [serverModuleKey('mf_lobby', expose), MODULES[expose]!]),
  );
  const html = renderToString(
    <StrictMode>
      <ServerModules modules={modules} final>
        <Root location="/" />
      </ServerModules>
    </StrictMode>,
  );
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  setServerRenderedModules(modules.keys());
  return container;
}

async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Root serverRendered />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // the outlets' modules arrive, then they hydrate
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return errors;
}

it('hydrates the server’s markup without a mismatch, keeping every node', async () => {
  const container = serverPage();
  const heading = container.querySelector('h1');
  const login = [...container.querySelectorAll('header button')].find((b) =>
    b.textContent?.includes('Log In'),
  );
  expect(heading?.textContent).toBe('Home of Parlor Test');
  expect(login).toBeDefined();
  // the browser's own theme differs from the one the server rendered: hydration renders the page's
  uiStore.setState({ theme: 'dark' });
  setRenderedUi({ theme: 'light', language: 'en' });
  const errors = await hydrate(container);
  expect(errors).toEqual([]);
  expect(heading?.isConnected).toBe(true);
  expect(container.querySelector('h1')).toBe(heading);
  // live: the header's button opens the login dialog, and the browser's theme shows after
  await act(async () => (login as HTMLButtonElement).click());
  expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  expect(container.querySelector('header img')?.getAttribute('src')).toBe('/logo-dark.svg');
});

it('reports a mismatch: hydrating with a value the server did not render with', async () => {
  const container = serverPage();
  // the page does not say what it rendered with, so hydration renders the browser's dark theme
  uiStore.setState({ theme: 'dark' });
  setRenderedUi(null);
  const errors = await hydrate(container);
  expect(errors.length).toBeGreaterThan(0);
});

it('hydrates an outlet the server left to the browser as its loading state, its module after', async () => {
  // the server had no home module; the browser has it already (the shell started loading it)
  const container = serverPage(['./SearchModalHost']);
  expect(container.querySelector('main .page-skeleton')).not.toBeNull();
  await prefetchRemoteModule('mf_lobby', './HomePage');
  setRenderedUi({ theme: 'light', language: 'en' });
  const errors = await hydrate(container);
  expect(errors).toEqual([]);
  expect(container.querySelector('h1')?.textContent).toBe('Home of Parlor Test');
});
