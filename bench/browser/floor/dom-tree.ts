// React elements of a server-rendered subtree, built from the DOM itself: what the floor
// hydrates. Comments and scripts are taken out of the DOM first (React's own markers and the
// page's data are not the floor's), and adjacent text is merged, so the tree matches the nodes.
import { createElement, type ReactNode } from 'react';

/** HTML attribute names React spells otherwise */
const PROPS: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  value: 'defaultValue',
  checked: 'defaultChecked',
  'xlink:href': 'xlinkHref',
};

/** boolean attributes: present means true */
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'selected',
  'multiple',
  'required',
  'open',
  'inert',
  'muted',
  'loop',
  'controls',
  'playsinline',
]);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function styleOf(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of text.split(';')) {
    const at = rule.indexOf(':');
    if (at < 0) continue;
    const name = rule.slice(0, at).trim();
    // custom properties keep their name
    style[name.startsWith('--') ? name : camel(name)] = rule.slice(at + 1).trim();
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const svg = element.namespaceURI === 'http://www.w3.org/2000/svg';
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'style') props.style = styleOf(value);
    else if (PROPS[name]) props[PROPS[name]] = value;
    // data-*, aria-* as they are; SVG's stroke-width and the like in camel case
    else if (svg && name.includes('-') && !/^(data|aria)-/.test(name)) props[camel(name)] = value;
    else props[name] = BOOLEAN.has(name) ? true : value;
  }
  return props;
}

function cleanUp(container: Element) {
  container.querySelectorAll('script').forEach((s) => s.remove());
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  container.normalize();
}

function nodeOf(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  // localName keeps SVG's case (linearGradient)
  const children = Array.from(element.childNodes).map(nodeOf);
  return createElement(element.localName, { ...propsOf(element), key }, ...children);
}

/** The container's content as React elements (the container itself is hydrateRoot's). */
export function treeOf(container: Element): ReactNode[] {
  cleanUp(container);
  return Array.from(container.childNodes).map(nodeOf);
}
