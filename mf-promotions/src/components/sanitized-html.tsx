import { useMemo } from 'react';
import { OperatorMarkup } from '@parlor/shared';
import { sanitiseOperatorCss } from '../domain/operator-css';

/**
 * Operator markup in a shadow root of its own (@parlor/shared's OperatorMarkup: the site's one
 * sanitiser), its CSS cleaned by our rule and adopted there only. The box that contains and clips
 * it is the element around the shadow host: no selector inside the shadow root can match it, not
 * even `:host`.
 */
export function SanitizedHtml({
  html,
  css,
  className,
}: {
  html?: string;
  css?: string;
  className?: string;
}) {
  const cleanCss = useMemo(() => (css ? sanitiseOperatorCss(css) : undefined), [css]);
  return (
    <div className={`operator-box ${className ?? ''}`}>
      <OperatorMarkup className="operator-markup" html={html} cleanCss={cleanCss} />
    </div>
  );
}
