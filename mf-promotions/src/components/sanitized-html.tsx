import { useEffect, useRef } from 'react';
import { sanitiseOperatorCss } from '../domain/operator-css';

const PURIFY = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'video',
    'audio',
    'source',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Operator markup in a shadow root of its own: sanitised with DOMPurify (loaded only here), its
 * CSS cleaned and unable to reach our page; the host box (styled from outside) contains and clips
 * it.
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
    const node = host.current;
    if (!node) return;
    void import(/* webpackChunkName: "dompurify" */ 'dompurify').then(({ default: DOMPurify }) => {
      if (!live) return;
      const root = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
      const body = document.createElement('div');
      body.innerHTML = DOMPurify.sanitize(html ?? '', PURIFY);
      body.querySelectorAll('a').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
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
  return <div ref={host} className={`operator-markup ${className ?? ''}`} />;
}
