import {
  Component,
  createContext,
  createElement,
  startTransition,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenAllPrefetched } from '../api/prefetched-calls';
import { whenTranslationsReady } from '../i18n/parlor-i18n';
import { useTranslation } from '../i18n/react-i18n';
import { recordTelemetry } from '../runtime/telemetry-queue';
import { useHydrating } from '../runtime/use-hydrating';
import type { RemoteModuleRef } from './remote-contract';
import { hasRemote, loadRemoteComponent, RemoteUnavailableError } from './remote-registry';
import './remote-outlet.css';

/** A module of the remote contract (remote, expose and its props) and how to wait for it. */
export type RemoteOutletProps = RemoteModuleRef & {
  /** shown while loading */
  loading?: ReactNode;
  /** optional sections (another remote's block on a page) render nothing when unavailable */
  optional?: boolean;
  /** called once the module's component has been committed to the page */
  onShown?: () => void;
};

/**
 * Renders a remote's exposed component. A remote that fails to load or throws costs only this
 * outlet: it shows a message with Retry, and Retry fetches the remote's entry afresh.
 *
 * Each outlet is a Suspense boundary of its own (docs/server-rendering.md): the server renders it
 * with the module its release's server build gave, or, without one or when it throws there, sends
 * its loading state for the browser to render; the browser hydrates it on its own, as soon as its
 * module and first data are in, with the server's markup on screen until then.
 */
export function RemoteOutlet(outlet: RemoteOutletProps) {
  const { remote, expose, loading, optional, onShown } = outlet;
  const props = outlet.props as Record<string, unknown> | undefined;
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      optional={optional}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={loading ?? null}>
        <RemoteModule
          key={moduleKey(remote, expose)}
          remote={remote}
          expose={expose}
          attempt={attempt}
          props={props}
          loading={loading}
          onShown={onShown}
        />
      </Suspense>
    </RemoteBoundary>
  );
}

type AnyComponent = ComponentType<Record<string, unknown>>;

/** Modules that loaded, by remote and expose: an outlet opened later renders them at once. */
const loaded = new Map<string, AnyComponent>();
const moduleKey = (remote: string, expose: string) => `${remote}|${expose}`;
/** Whether `remote/expose` has run in this page (its outlet renders it at once). */
export const isModuleLoaded = (remote: string, expose: string): boolean =>
  loaded.has(moduleKey(remote, expose));

/**
 * Keeps a module that has run, with a User Timing mark when it ran (a trace shows where each
 * module's evaluation fell: at a link's hover, not at idle).
 */
function keepLoaded(key: string, component: AnyComponent): void {
  if (loaded.has(key)) return;
  loaded.set(key, component);
  try {
    performance.mark(`parlor:module-ran ${key.replace('|', ' ')}`);
  } catch {
    // no User Timing: nothing reads the mark
  }
}
/** Prefetches under way, by remote and expose. */
const prefetching = new Map<string, Promise<boolean>>();

/**
 * Loads a remote's module ahead of the outlet that will show it (a page linked from the
 * navigation, a hovered link), so that outlet renders it at once: no loading state. Resolves to
 * whether the module is ready; never rejects. A remote that is not registered for this casino is
 * not asked for, and one whose last load failed is not asked again before the registry's backoff
 * (RETRY_AFTER_MS) has passed: a failure stays the outlet's to show, with Retry.
 */
export function prefetchRemoteModule(remote: string, expose: string): Promise<boolean> {
  const key = moduleKey(remote, expose);
  if (loaded.has(key)) return Promise.resolve(true);
  if (!hasRemote(remote)) return Promise.resolve(false);
  const pending = prefetching.get(key);
  if (pending) return pending;
  const prefetch = loadRemoteComponent<Record<string, unknown>>(remote, expose)
    // as in the outlet: the module is ready when its strings in the visitor's language are
    .then((component) => whenTranslationsReady().then(() => component))
    .then(
      (component) => {
        keepLoaded(key, component);
        return true;
      },
      () => false,
    )
    .finally(() => prefetching.delete(key));
  prefetching.set(key, prefetch);
  return prefetch;
}

/** On the server: the modules its render loaded from the release's server builds, by key. */
interface ServerRender {
  modules: ReadonlyMap<string, AnyComponent>;
  /** the last pass: an outlet without its module shows its loading state, for the browser */
  final: boolean;
}
const ServerModulesContext = createContext<ServerRender | null>(null);

/**
 * A server render's modules for the outlets inside (the shell's renderer, shell/src/server/). An
 * outlet whose module is not among them throws NotRenderedOnServer, for the renderer to load it
 * and render again; in the `final` pass it shows its loading state, which the browser's
 * hydration shows too (the page names the modules it rendered: `setServerRenderedModules`).
 */
export function ServerModules({
  modules,
  final,
  children,
}: {
  modules: ReadonlyMap<string, ComponentType<never>>;
  final: boolean;
  children?: ReactNode;
}) {
  return createElement(
    ServerModulesContext.Provider,
    { value: { modules: modules as ReadonlyMap<string, AnyComponent>, final } },
    children,
  );
}

/** Whether this is a server render (inside `ServerModules`). */
export const useServerRender = (): boolean => useContext(ServerModulesContext) !== null;

/** The modules the server rendered into the page (by key): hydration waits for those alone. */
let serverRendered: ReadonlySet<string> = new Set();
export function setServerRenderedModules(keys: Iterable<string>): void {
  serverRendered = new Set(keys);
}

/** The key of a module in `ServerModules`. */
export const serverModuleKey = (remote: string, expose: string): string =>
  moduleKey(remote, expose);

/**
 * Thrown by an outlet on the server whose module the render has not loaded: the server may load
 * it and render again, or send the outlet's loading state for the browser to render.
 */
export class NotRenderedOnServer extends Error {
  constructor(
    readonly remote: string,
    readonly expose: string,
  ) {
    super(`${remote}/${expose} is not loaded for this server render`);
    this.name = 'NotRenderedOnServer';
  }
}

/**
 * Hydration waits for this before a module's first data is read (the shell's boot: the catalogue
 * and the controller client). It only ever resolves: while boot has not succeeded, the server's
 * markup stays.
 */
let hydrationGate: Promise<unknown> = Promise.resolve();
export function setHydrationGate(gate: Promise<unknown>): void {
  hydrationGate = gate;
}

/**
 * What an outlet being hydrated waits for: its module, boot (the gate), its first data and its
 * strings. Settled promises carry their value for React's `use` (no suspension once they are in).
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const hydrationLoads = new Map<string, Tracked<AnyComponent>>();
function hydrationLoad(remote: string, expose: string): Tracked<AnyComponent> {
  const key = moduleKey(remote, expose);
  let pending = hydrationLoads.get(key);
  if (!pending) {
    const known = loaded.get(key);
    const tracked: Tracked<AnyComponent> = (
      known ? Promise.resolve(known) : loadRemoteComponent<Record<string, unknown>>(remote, expose)
    ).then(async (component) => {
      await hydrationGate;
      // what its first render reads, as the server's render had it (the remote contract's prime)
      const prime = (component as { prime?: unknown }).prime;
      if (typeof prime === 'function') await (prime as () => Promise<unknown>)().catch(noop);
      // the answers asked for ahead (the page's own copy of the server's): they are rendered
      await whenAllPrefetched();
      await whenTranslationsReady();
      keepLoaded(key, component);
      return component;
    });
    tracked.then(
      (component) => {
        tracked.status = 'fulfilled';
        tracked.value = component;
      },
      // a failure is the outlet's to show; Retry loads afresh
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
        hydrationLoads.delete(key);
      },
    );
    pending = tracked;
    hydrationLoads.set(key, pending);
  }
  return pending;
}
const noop = () => undefined;

interface ModuleProps {
  remote: string;
  expose: string;
  attempt: number;
  props: Record<string, unknown> | undefined;
  loading: ReactNode;
  onShown?: () => void;
}

/**
 * Loads the module with a state update rather than by suspending: React holds back the reveal of
 * suspended content for up to 300 ms after a fallback, and the first screen would wait for that.
 * The Suspense around the component is for what the remote itself suspends on.
 */
function RemoteModule({ remote, expose, attempt, props, loading, onShown }: ModuleProps) {
  const key = moduleKey(remote, expose);
  const server = useContext(ServerModulesContext);
  const hydrating = useHydrating();
  // keyed by remote and expose in the outlet: another module is a new instance of this
  const [current, setCurrent] = useState<{ component?: AnyComponent; error?: unknown }>(() => ({
    component: server ? server.modules.get(key) : loaded.get(key),
  }));
  // a module that arrived for hydration (below) is this outlet's from then on
  const known = current.component ?? (server ? undefined : loaded.get(key));
  const ready = known !== undefined || current.error !== undefined;

  useEffect(() => {
    if (ready) return;
    let live = true;
    loadRemoteComponent<Record<string, unknown>>(remote, expose, { retry: attempt > 0 })
      // the module registered its translations as it ran: it shows in the visitor's language
      // from its first paint, not in English first
      .then((component) => whenTranslationsReady().then(() => component))
      .then(
        (component) => {
          keepLoaded(moduleKey(remote, expose), component);
          // rendered in slices, like any page's data: a remote's page is not one long task
          startTransition(() => {
            if (live) setCurrent({ component });
          });
        },
        (error: unknown) => live && setCurrent({ error }),
      );
    return () => {
      live = false;
    };
  }, [remote, expose, attempt, ready]);

  if (current.error !== undefined) throw current.error;
  let Component = known;
  // the server renders what its release's server build gave; without it, the browser renders
  if (!Component && server && !server.final) throw new NotRenderedOnServer(remote, expose);
  // Hydrating: what the server rendered keeps its markup until boot, the module and its first
  // data are in, even where the module came earlier (its data may not have); what it left to the
  // browser is its loading state, as the server sent it, and the module follows.
  if (!server && hydrating) {
    Component = serverRendered.has(key)
      ? use(hydrationLoad(remote, expose) as Promise<AnyComponent>)
      : undefined;
  }
  if (!Component) return <>{loading ?? null}</>;
  // data-remote: whose content this is (telemetry attributes the page's largest paint by it); the
  // wrapper takes no box of its own (remote-outlet.css)
  return (
    <div className="remote-outlet" data-remote={remote} ref={markLive}>
      <Suspense fallback={loading ?? null}>
        {/* eslint-disable-next-line react-hooks/static-components -- a loaded module's component: the same on every render */}
        <Component {...props} />
        {onShown && <Shown onShown={onShown} />}
      </Suspense>
    </div>
  );
}

/**
 * Marks the outlet's wrapper once React has it (rendered, or the server's markup hydrated): a
 * click the shell held on a server-rendered page waits for this (`data-live`).
 */
const markLive = (node: HTMLDivElement | null) => node?.setAttribute('data-live', '');

/** Its effect runs when the module's content commits. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

interface BoundaryProps {
  children: ReactNode;
  remote: string;
  optional?: boolean;
  onRetry: () => void;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('remote outlet failed', error);
    // a failed load is reported as such; this is the remote's code throwing while it renders,
    // which React keeps from the page's error event
    if (error instanceof RemoteUnavailableError) return;
    recordTelemetry({
      t: 'error',
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      source: '',
      remote: this.props.remote,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.optional) return null;
    return <RemoteUnavailable onRetry={this.props.onRetry} />;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared');
  return (
    <section className="remote-unavailable" role="alert">
      <h2>{t('remote.unavailable_title')}</h2>
      <p>{t('remote.unavailable_text')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
