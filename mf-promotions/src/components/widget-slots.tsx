import { Component, type ReactNode } from 'react';
import {
  getApi,
  getParlorRuntime,
  Link,
  useTranslation,
  useUiStore,
  type NamedWidgetKind,
  type Widget,
} from '@parlor/shared';
import { isInternalPath, safeHref } from '../domain/safe-link';
import { asWidget } from '../domain/validate-answers';
import { useControllerAnswer } from '../hooks/use-controller-answer';
import { ErrorState } from './load-states';
import { SanitizedHtml } from './sanitized-html';

const NAMED: NamedWidgetKind[] = ['escapepodwidget', 'crewponwidget', 'fortunetellerwidget'];
const isNamed = (kind: string): kind is NamedWidgetKind => NAMED.includes(kind as NamedWidgetKind);

/**
 * The casino's widgets (controller `widgets`), each filled from its named endpoint in its own
 * slot, then the promotion widget's markup (`widget`) and the synth-games widget's document
 * (`widgethtml`, in a sandboxed frame). A widget that fails costs only its slot. `hidden` loads
 * them without showing them yet.
 */
export function WidgetSlots({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation('promotions');
  const { data, error, retry } = useControllerAnswer<Widget[]>('widgets', async () => {
    const list = await getApi().getWidgets();
    return Array.isArray(list) ? list.map(asWidget).filter((w): w is Widget => w !== null) : null;
  });
  return (
    <section className="promo-widgets" aria-labelledby="promo-widgets-title" hidden={hidden}>
      <h2 id="promo-widgets-title">{t('page.widgets')}</h2>
      {error !== null && <ErrorState onRetry={retry} message={t('widgets.failed')} />}
      <ul>
        {data
          ?.filter((w) => isNamed(w.kind))
          .map((w) => (
            <li key={w.id}>
              <SlotBoundary>
                <NamedWidget kind={w.kind as NamedWidgetKind} />
              </SlotBoundary>
            </li>
          ))}
        <li>
          <SlotBoundary>
            <MarkupWidget name="promotion" />
          </SlotBoundary>
        </li>
        <li>
          <SlotBoundary>
            <DocumentWidget name="synth" />
          </SlotBoundary>
        </li>
      </ul>
    </section>
  );
}

function NamedWidget({ kind }: { kind: NamedWidgetKind }) {
  const lang = useUiStore((s) => s.language);
  const { data, error, retry } = useControllerAnswer<Widget>(`widget:${kind}:${lang}`, async () =>
    asWidget(await getApi().getNamedWidget(kind)),
  );
  if (error !== null) return <SlotError onRetry={retry} />;
  if (!data) return <div className="promo-widget promo-skeleton" />;
  return <WidgetBox widget={data} />;
}

function MarkupWidget({ name }: { name: 'promotion' | 'synth' }) {
  const lang = useUiStore((s) => s.language);
  const { data, error, retry } = useControllerAnswer<{ html: string }>(
    `markup:${name}:${lang}`,
    async () => {
      const answer = await getApi().getWidgetMarkup(name, lang);
      return answer && typeof answer.html === 'string' ? answer : null;
    },
  );
  if (error !== null) return <SlotError onRetry={retry} />;
  if (!data) return <div className="promo-widget promo-skeleton" />;
  return (
    <div className="promo-widget">
      <SanitizedHtml html={data.html} />
    </div>
  );
}

/**
 * A widget's document (`widgethtml`), served by the controller with a policy that lets none of its
 * scripts run, framed in an opaque origin: no same-origin rights, no navigation of our page.
 * (`allow-scripts` only so that accessibility tools can read the frame; the document's own policy
 * has no script source.)
 */
function DocumentWidget({ name }: { name: 'promotion' | 'synth' }) {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const controller = getParlorRuntime().boot.controller_path;
  return (
    <div className="promo-widget">
      <iframe
        className="promo-widget-frame"
        title={t(`widgets.frame_${name}`)}
        src={`${controller}?widgethtml&name=${name}&lang=${lang}`}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </div>
  );
}

function WidgetBox({ widget: w }: { widget: Widget }) {
  const href = safeHref(w.link);
  const title = !href ? (
    w.title
  ) : isInternalPath(href) ? (
    <Link to={href}>{w.title}</Link>
  ) : (
    // another site stays that site, in a new window that gets no hold on ours
    <a href={href} target="_blank" rel="noopener noreferrer">
      {w.title}
    </a>
  );
  return (
    <div className="promo-widget">
      <h3>{title}</h3>
      {w.html && <SanitizedHtml html={w.html} />}
    </div>
  );
}

function SlotError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="promo-widget">
      <ErrorState onRetry={onRetry} message={t('widgets.failed')} />
    </div>
  );
}

/** A widget that throws while rendering costs only its slot. */
class SlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('promotions: a widget failed', error);
  }
  override render() {
    return this.state.failed ? (
      <SlotError onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
