import { getParlorRuntime, useTranslation, useUiStore, type Promo } from '@parlor/shared';
import { SanitizedHtml } from '../../components/sanitized-html';

type Entry = NonNullable<Promo['data']>[number];

/**
 * A promo's operator content (docs/promotions.md). Markup and styles are shown in a shadow root of
 * their own, sanitised (DOMPurify) and contained; an entry with a script is shown only in a frame
 * sandboxed without same-origin rights, served by the controller with a sandbox policy of its own.
 */
export function OperatorContent({ promo }: { promo: Promo }) {
  const entries = promo.data ?? [];
  if (entries.length === 0) return null;
  return (
    <div className="promo-operator">
      {entries.map((entry, i) =>
        entry.js ? (
          <OperatorFrame key={i} promo={promo} index={i} />
        ) : entry.html || entry.css ? (
          <ShadowMarkup key={i} entry={entry} />
        ) : null,
      )}
    </div>
  );
}

function OperatorFrame({ promo, index }: { promo: Promo; index: number }) {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const controller = getParlorRuntime().boot.controller_path;
  const src = `${controller}?promoframe&id=${encodeURIComponent(promo.id)}&entry=${index}&lang=${lang}`;
  return (
    <iframe
      className="promo-operator-frame"
      title={t('card.operator_frame', { title: promo.title })}
      src={src}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}

function ShadowMarkup({ entry }: { entry: Entry }) {
  return <SanitizedHtml html={entry.html} css={entry.css} />;
}
