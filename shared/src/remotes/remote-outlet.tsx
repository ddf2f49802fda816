import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { RemoteModuleRef } from './remote-contract';
import { loadRemoteComponent } from './remote-registry';
import './remote-outlet.css';

/** A module of the remote contract (remote, expose and its props) and how to wait for it. */
export type RemoteOutletProps = RemoteModuleRef & {
  /** shown while loading */
  loading?: ReactNode;
  /** optional sections (another remote's block on a page) render nothing when unavailable */
  optional?: boolean;
};

/**
 * Renders a remote's exposed component. A remote that fails to load or throws costs only this
 * outlet: it shows a message with Retry, and Retry fetches the remote's entry afresh.
 */
export function RemoteOutlet(outlet: RemoteOutletProps) {
  const { remote, expose, loading, optional } = outlet;
  const props = outlet.props as Record<string, unknown> | undefined;
  const [attempt, setAttempt] = useState(0);
  const Lazy = lazyRemote(remote, expose, attempt);
  return (
    <RemoteBoundary key={attempt} optional={optional} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading ?? null}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote caches one component per module and attempt, so the type is stable across renders */}
        <Lazy {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

type LazyRemote = LazyExoticComponent<ComponentType<Record<string, unknown>>>;
const lazyCache = new Map<string, LazyRemote>();

/**
 * One lazy component per remote module and attempt, kept across renders and outlets so React
 * never sees a new component type for the same module. A failed load is forgotten, so the next
 * outlet (or a Retry, which is a new attempt) loads the module afresh.
 */
function lazyRemote(remote: string, expose: string, attempt: number): LazyRemote {
  const key = `${remote}|${expose}|${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const component = await loadRemoteComponent<Record<string, unknown>>(remote, expose, {
          retry: attempt > 0,
        });
        return { default: component };
      } catch (error) {
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  children: ReactNode;
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
