import { useBasePath, useTranslation, withBasePath } from '@parlor/shared';
import { Component, type ReactNode } from 'react';

/** Shown when rendering a route fails outside any remote's own outlet: a way home, never blank. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const base = useBasePath();
  return (
    <main className="page-message" role="alert">
      <h1>{t('route_error.title')}</h1>
      <p>{t('route_error.text')}</p>
      <a className="btn btn-primary" href={withBasePath('/', base)}>
        {t('route_error.back')}
      </a>
    </main>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('route error', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
