import { useEffect, useRef } from 'react';
import { sanitiseOperatorHtml } from '@parlor/shared';

/**
 * A tournament's operator HTML, sanitised with the site's one policy (@parlor/shared) and shown in
 * a shadow root of its own, so neither it nor our own classes can lay it over the page.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void sanitiseOperatorHtml(html).then((clean) => {
      const node = host.current;
      if (!live || !node) return;
      const root = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
      root.innerHTML = clean;
    });
    return () => {
      live = false;
    };
  }, [html]);
  return <div ref={host} className={className} />;
}
