import { useEffect, useRef } from 'react';
import { sanitiseOperatorHtml } from '@parlor/shared';
import { sanitiseOperatorCss } from '../domain/operator-css';

/**
 * Operator markup in a shadow root of its own, sanitised with the site's one policy
 * (@parlor/shared), its CSS cleaned and unable to reach our page. The box that contains and clips
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
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void sanitiseOperatorHtml(html ?? '').then((clean) => {
      const node = host.current;
      if (!live || !node) return;
      const root = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
      const body = document.createElement('div');
      body.innerHTML = clean;
      root.replaceChildren(body);
      if (!css) return;
      // an adopted sheet, not a <style> element the operator's own selectors could show
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(sanitiseOperatorCss(css));
      root.adoptedStyleSheets = [sheet];
    });
    return () => {
      live = false;
    };
  }, [html, css]);
  return (
    <div className={`operator-box ${className ?? ''}`}>
      <div ref={host} className="operator-markup" />
    </div>
  );
}
