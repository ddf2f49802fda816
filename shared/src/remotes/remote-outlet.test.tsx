import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { changeLanguage, registerNamespace } from '../i18n/parlor-i18n';
import { useTranslation } from '../i18n/react-i18n';
import { registerSharedNamespace } from '../i18n/register-shared-namespace';
import { drainTelemetry, type TelemetryRecord } from '../runtime/telemetry-queue';
import { REMOTE_UNAVAILABLE } from './unavailable-marker';
import { registerParlorRemotes } from './remote-registry';
import { prefetchRemoteModule, RemoteOutlet } from './remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

function Hello({ params }: { params?: Readonly<Record<string, string | undefined>> }) {
  return <p>Hello {Object.values(params ?? {}).join(' ')}</p>;
}

beforeAll(async () => {
  await registerSharedNamespace();
});

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerParlorRemotes({ mf_lobby: 'http://localhost:8081/remoteEntry.js' });
});

afterEach(() => jest.restoreAllMocks());

it('renders the remote component with its props', async () => {
  mockedLoad.mockResolvedValue({ default: Hello });
  render(
    <RemoteOutlet remote="mf_lobby" expose="./HomePage" props={{ params: { who: 'Alice' } }} />,
  );
  expect(await screen.findByText('Hello Alice')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mf_lobby/HomePage');
});

it('says it is shown only once the module has rendered, not while it loads or when it fails', async () => {
  let arrive: (module: { default: typeof Hello }) => void = () => {};
  mockedLoad.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  const onShown = jest.fn();
  render(
    <RemoteOutlet
      remote="mf_lobby"
      expose="./SearchModalHost"
      loading={<p>Wait</p>}
      onShown={onShown}
    />,
  );
  expect(await screen.findByText('Wait')).toBeInTheDocument();
  expect(onShown).not.toHaveBeenCalled();
  await act(async () => arrive({ default: Hello }));
  expect(await screen.findByText(/Hello/)).toBeInTheDocument();
  expect(onShown).toHaveBeenCalledTimes(1);

  mockedLoad.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
  const failed = jest.fn();
  render(<RemoteOutlet remote="mf_lobby" expose="./GameTiles" onShown={failed} />);
  await screen.findByRole('button', { name: 'Retry' });
  expect(failed).not.toHaveBeenCalled();
});

it('renders a module loaded before at once, without its loading state', async () => {
  registerParlorRemotes({ mf_promotions: 'http://localhost:8084/remoteEntry.js' });
  mockedLoad.mockResolvedValueOnce({ default: Hello });
  const first = render(<RemoteOutlet remote="mf_promotions" expose="./PromotionsPage" />);
  expect(await screen.findByText(/Hello/)).toBeInTheDocument();
  first.unmount();
  // a later page with the same module: its first render already shows it
  render(
    <RemoteOutlet
      remote="mf_promotions"
      expose="./PromotionsPage"
      loading={<p>Wait</p>}
      props={{ params: { who: 'again' } }}
    />,
  );
  expect(screen.getByText('Hello again')).toBeInTheDocument();
  expect(screen.queryByText('Wait')).not.toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});

it('shows Retry when the remote is down, and loads it afresh on Retry', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
  render(
    <RemoteOutlet
      remote="mf_lobby"
      expose="./FavoritesPage"
      props={{ params: { who: 'again' } }}
    />,
  );
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert')).toHaveTextContent('This part of the casino is taking a break');

  mockedLoad.mockResolvedValueOnce({ default: Hello });
  mockedRegister.mockClear();
  await act(() => userEvent.click(retry));
  expect(await screen.findByText('Hello again')).toBeInTheDocument();
  // Retry re-registers the remote so its entry is fetched again, not served from a failed cache.
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mf_lobby', entry: 'http://localhost:8081/remoteEntry.js' }],
    { force: true },
  );
});

it('treats the fallback plugin stand-in module as unavailable', async () => {
  mockedLoad.mockResolvedValue({ [REMOTE_UNAVAILABLE]: true });
  render(<RemoteOutlet remote="mf_lobby" expose="./ProvidersPage" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('asks a dead remote once, not once per outlet, then again after a while', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  mockedLoad.mockRejectedValueOnce(new Error('down'));
  const first = render(<RemoteOutlet remote="mf_lobby" expose="./ProviderGamesPage" />);
  await screen.findByRole('button', { name: 'Retry' });
  first.unmount();
  // Another section of the same dead remote right away: no new request.
  const second = render(
    <RemoteOutlet remote="mf_lobby" expose="./GamesListPage" props={{ kind: 'all' }} />,
  );
  await screen.findByRole('button', { name: 'Retry' });
  second.unmount();
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  // Later, a page asking again fetches the remote's entry afresh.
  now.mockReturnValue(1_000_000 + 11_000);
  mockedLoad.mockResolvedValueOnce({ default: Hello });
  render(
    <RemoteOutlet
      remote="mf_lobby"
      expose="./ProviderGamesPage"
      props={{ params: { provider: 'later' } }}
    />,
  );
  expect(await screen.findByText('Hello later')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});

it('renders nothing for an optional section whose remote is absent', async () => {
  const { container } = render(
    <RemoteOutlet remote="mf_tournaments" expose="./HomeSection" optional />,
  );
  await act(async () => {});
  expect(container).toBeEmptyDOMElement();
  expect(mockedLoad).not.toHaveBeenCalled();
});

it('keeps the outlet alive when the remote component throws while rendering', async () => {
  function Broken(): never {
    throw new Error('boom');
  }
  mockedLoad.mockResolvedValue({ default: Broken });
  render(<RemoteOutlet remote="mf_lobby" expose="./ProvidersPage" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('names the remote on its content, and notes its render errors for telemetry but not failed loads', async () => {
  registerParlorRemotes({
    mf_game: 'http://localhost:8082/remoteEntry.js',
    mf_promotions: 'http://localhost:8084/remoteEntry.js',
  });
  const records: TelemetryRecord[] = [];
  drainTelemetry(null); // what earlier tests noted
  drainTelemetry((record) => records.push(record));
  mockedLoad.mockResolvedValueOnce({ default: Hello });
  render(
    <RemoteOutlet remote="mf_game" expose="./LiveDealerPage" props={{ params: { who: 'Ann' } }} />,
  );
  const content = await screen.findByText('Hello Ann');
  expect(content.closest('[data-remote]')).toHaveAttribute('data-remote', 'mf_game');

  function Broken(): never {
    throw new Error('boom');
  }
  mockedLoad.mockResolvedValueOnce({ default: Broken });
  render(<RemoteOutlet remote="mf_promotions" expose="./WinnersSection" />);
  await screen.findByRole('button', { name: 'Retry' });
  mockedLoad.mockRejectedValueOnce(new Error('down'));
  render(<RemoteOutlet remote="mf_promotions" expose="./GameOfTheMonthSection" />);
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
  drainTelemetry(null);
  expect(records.filter((record) => record.t === 'error')).toEqual([
    { t: 'error', kind: 'error', message: 'boom', source: '', remote: 'mf_promotions' },
  ]);
  expect(records.filter((record) => record.t === 'load').map((record) => record.ok)).toEqual([
    true,
    true,
    false,
  ]);
});

describe('prefetchRemoteModule', () => {
  it('loads a module ahead, so the outlet opened later shows it with no loading state', async () => {
    registerParlorRemotes({ mf_tournaments: 'http://localhost:8083/remoteEntry.js' });
    mockedLoad.mockResolvedValue({ default: Hello });
    await expect(prefetchRemoteModule('mf_tournaments', './TournamentsPage')).resolves.toBe(true);
    render(
      <RemoteOutlet
        remote="mf_tournaments"
        expose="./TournamentsPage"
        loading={<p>Wait</p>}
        props={{ params: { who: 'ahead' } }}
      />,
    );
    expect(screen.getByText('Hello ahead')).toBeInTheDocument();
    expect(screen.queryByText('Wait')).not.toBeInTheDocument();
    // asked once; asking again is answered at once
    await expect(prefetchRemoteModule('mf_tournaments', './TournamentsPage')).resolves.toBe(true);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('never asks for a remote this casino does not have', async () => {
    await expect(prefetchRemoteModule('mf_freespins', './NewPlayerOffer')).resolves.toBe(false);
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('never throws, and leaves a dead remote alone until the backoff has passed', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000_000);
    mockedLoad.mockRejectedValueOnce(new Error('down'));
    await expect(prefetchRemoteModule('mf_lobby', './GameTiles')).resolves.toBe(false);
    await expect(prefetchRemoteModule('mf_lobby', './GamesListPage')).resolves.toBe(false);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    now.mockReturnValue(5_000_000 + 11_000);
    mockedLoad.mockResolvedValueOnce({ default: Hello });
    await expect(prefetchRemoteModule('mf_lobby', './GameTiles')).resolves.toBe(true);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('asks once while a prefetch is on its way', async () => {
    registerParlorRemotes({ mf_game: 'http://localhost:8082/remoteEntry.js' });
    mockedLoad.mockResolvedValue({ default: Hello });
    const both = [
      prefetchRemoteModule('mf_game', './SportsbookPage'),
      prefetchRemoteModule('mf_game', './SportsbookPage'),
    ];
    await expect(Promise.all(both)).resolves.toEqual([true, true]);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

// Type checks of the remote contract, run by tsc (these outlets are never rendered).
export function contractChecks() {
  return [
    // @ts-expect-error a module the contract does not name
    <RemoteOutlet key="1" remote="mf_lobby" expose="./HomePages" />,
    // @ts-expect-error the list page needs its kind
    <RemoteOutlet key="2" remote="mf_lobby" expose="./GamesListPage" />,
    // @ts-expect-error the game page's mode is 'real' or 'demo'
    <RemoteOutlet key="3" remote="mf_game" expose="./GamePage" props={{ mode: 'free' }} />,
    <RemoteOutlet key="4" remote="mf_lobby" expose="./GamesListPage" props={{ kind: 'all' }} />,
  ];
}

it("shows a module in the visitor's language from its first paint, once its strings have come", async () => {
  await changeLanguage('de');
  let arrive: () => void = () => {};
  const german = new Promise<Record<string, string>>(
    (resolve) => (arrive = () => resolve({ greeting: 'Guten Tag' })),
  );
  function Greeting() {
    const { t } = useTranslation('greeter');
    return <p>{t('greeting')}</p>;
  }
  // the module registers its namespace as it runs, as the remotes' exposes do
  mockedLoad.mockImplementationOnce(async () => {
    void registerNamespace('greeter', { greeting: 'Good day' }, (lang) =>
      lang === 'de' ? german : Promise.resolve({}),
    );
    return { default: Greeting };
  });
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  registerParlorRemotes({ mf_freespins: 'http://localhost:8085/remoteEntry.js' });
  render(<RemoteOutlet remote="mf_freespins" expose="./FreeSpinsHost" loading={<p>Wait</p>} />);
  expect(await screen.findByText('Wait')).toBeInTheDocument();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(screen.getByText('Wait')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByText('Guten Tag')).toBeInTheDocument();
  observer.disconnect();
  expect(seen.join('|')).not.toContain('Good day');
  await changeLanguage('en');
});
