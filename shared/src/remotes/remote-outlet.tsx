import {
  Component,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenTranslationsReady } from '../i18n/parlor-i18n';
import { useTranslation } from '../i18n/react-i18n';
import { recordTelemetry } from '../runtime/telemetry-queue';
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
      <RemoteModule
        key={moduleKey(remote, expose)}
        remote={remote}
        expose={expose}
        attempt={attempt}
        props={props}
        loading={loading}
        onShown={onShown}
      />
    </RemoteBoundary>
  );
}

type AnyComponent = ComponentType<Record<string, unknown>>;

/** Modules that loaded, by remote and expose: an outlet opened later renders them at once. */
const loaded = new Map<string, AnyComponent>();
const moduleKey = (remote: string, expose: string) => `${remote}|${expose}`;
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
        loaded.set(key, component);
        return true;
      },
      () => false,
    )
    .finally(() => prefetching.delete(key));
  prefetching.set(key, prefetch);
  return prefetch;
}

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
  // keyed by remote and expose in the outlet: another module is a new instance of this
  const [current, setCurrent] = useState<{ component?: AnyComponent; error?: unknown }>(() => ({
    component: loaded.get(moduleKey(remote, expose)),
  }));
  const ready = current.component !== undefined || current.error !== undefined;

  useEffect(() => {
    if (ready) return;
    let live = true;
    loadRemoteComponent<Record<string, unknown>>(remote, expose, { retry: attempt > 0 })
      // the module registered its translations as it ran: it shows in the visitor's language
      // from its first paint, not in English first
      .then((component) => whenTranslationsReady().then(() => component))
      .then(
        (component) => {
          loaded.set(moduleKey(remote, expose), component);
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
  const Component = current.component;
  if (!Component) return <>{loading ?? null}</>;
  // data-remote: whose content this is (telemetry attributes the page's largest paint by it); the
  // wrapper takes no box of its own (remote-outlet.css)
  return (
    <div className="remote-outlet" data-remote={remote}>
      <Suspense fallback={loading ?? null}>
        <Component {...props} />
        {onShown && <Shown onShown={onShown} />}
      </Suspense>
    </div>
  );
}

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
