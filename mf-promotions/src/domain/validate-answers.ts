import type { GameOfTheMonth, Promo, PromosResponse, StickyBanner, Widget } from '@parlor/shared';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

/** A promo as the page can use it, or null when its identity or title is missing. */
export function asPromo(raw: unknown): Promo | null {
  if (!isObject(raw) || typeof raw.id !== 'number' || !str(raw.title)) return null;
  const on = isObject(raw.display_on) ? raw.display_on : null;
  const schedule = isObject(raw.schedule_values) ? raw.schedule_values : null;
  const data = Array.isArray(raw.data)
    ? raw.data.filter(isObject).map((d) => ({ html: str(d.html), css: str(d.css), js: str(d.js) }))
    : undefined;
  return {
    id: raw.id,
    title: str(raw.title),
    text: str(raw.text),
    image: str(raw.image),
    cta_link: str(raw.cta_link),
    cta_text: str(raw.cta_text),
    cta_attributes: isObject(raw.cta_attributes)
      ? (raw.cta_attributes as Record<string, string>)
      : undefined,
    terms: str(raw.terms),
    min_deposit: typeof raw.min_deposit === 'number' ? raw.min_deposit : null,
    schedule_values: schedule as Promo['schedule_values'],
    display_on: on
      ? {
          pages: list(on.pages),
          categories: list(on.categories),
          sub_groups: list(on.sub_groups),
          themes: list(on.themes),
        }
      : null,
    display_on_webplay: raw.display_on_webplay === true,
    data,
  };
}

export function asPromosResponse(raw: unknown): PromosResponse | null {
  if (!isObject(raw)) return null;
  const custom = Array.isArray(raw.custom_promos) ? raw.custom_promos : null;
  const regular = Array.isArray(raw.regular_promos) ? raw.regular_promos : null;
  if (!custom || !regular) return null;
  const keep = (items: unknown[]) => items.map(asPromo).filter((p): p is Promo => p !== null);
  return {
    custom_promos: keep(custom),
    regular_promos: keep(regular),
    category: str(raw.category),
  };
}

export function asGameOfTheMonth(raw: unknown): GameOfTheMonth | null {
  if (!isObject(raw) || !str(raw.title) || !isObject(raw.cta)) return null;
  return {
    id: typeof raw.id === 'number' ? raw.id : 0,
    title: str(raw.title),
    image: str(raw.image),
    description: str(raw.description),
    cta: { label: str(raw.cta.label), link: str(raw.cta.link) },
  };
}

export function asWidget(raw: unknown): Widget | null {
  if (!isObject(raw) || !str(raw.kind) || !str(raw.title)) return null;
  return {
    id: str(raw.id) || str(raw.kind),
    kind: str(raw.kind),
    title: str(raw.title),
    html: str(raw.html) || undefined,
    link: str(raw.link) || undefined,
  };
}

/**
 * The sticky banner, or null for an unusable answer. A banner without text or markup (the
 * controller's `{}`: no banner today) is valid and shows nothing.
 */
export function asStickyBanner(raw: unknown): StickyBanner | null {
  if (!isObject(raw)) return null;
  const id = typeof raw.id === 'number' ? raw.id : str(raw.id) || undefined;
  return {
    id,
    text: str(raw.text) || undefined,
    html: str(raw.html) || undefined,
    link: str(raw.link) || undefined,
    image: str(raw.image) || undefined,
  };
}
