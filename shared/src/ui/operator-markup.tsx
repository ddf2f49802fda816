import { useEffect, useRef } from 'react';
import { sanitiseOperatorHtml } from '../domain/operator-html';

/**
 * Operator markup (promotions, tournament content, free spins copy) sanitised with the site's one
 * policy and shown in an open shadow root of its own: our classes cannot style it and its markup
 * cannot restyle ours. Open, so screen readers and tests read it as part of the page.
 *
 * `cleanCss` is a style sheet for that root only, already cleaned by the caller's own rule (the
 * promotions remote's); it is adopted, never written as a `<style>` element the markup could show.
 */
export function OperatorMarkup({
  html,
  cleanCss,
  className,
}: {
  html: string | undefined;
  cleanCss?: string;
  className?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    sanitiseOperatorHtml(html ?? '').then(
      (clean) => {
        const node = host.current;
        if (!live || !node) return;
        const root = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
        root.innerHTML = clean;
        if (cleanCss) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(cleanCss);
          root.adoptedStyleSheets = [sheet];
        } else if (root.adoptedStyleSheets?.length) {
          root.adoptedStyleSheets = [];
        }
      },
      (error: unknown) => console.error('operator markup could not be shown', error),
    );
    return () => {
      live = false;
    };
  }, [html, cleanCss]);
  return <div ref={host} className={className} />;
}
