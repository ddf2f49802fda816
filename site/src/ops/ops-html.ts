// The one way the ops console writes markup: `html` templates escape every value put into them
// (operator names, releases, addresses, problem lines), unless it is itself markup made by `html`.
import { escapeHtml } from '../web/html';

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Markup: strings and numbers escaped, `false`/`null`/`undefined` nothing, lists joined. */
export function toHtml(value: HtmlValue): string {
  if (value instanceof Html) return value.text;
  if (value === null || value === undefined || value === false || value === true) return '';
  if (Array.isArray(value)) return value.map((item: HtmlValue) => toHtml(item)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}
