// What a page works out from the catalogue (a list's first tiles, its painted main area), kept per
// catalogue: a page view must not sort the catalogue. At most a few hundred per catalogue (a
// list's path can be spelled many ways), so the paths people make up do not fill it.

const KEPT = 256;

/** A keeper of values by key for each catalogue (any object that stands for one). */
export function keptPerCatalogue<V>(): (catalogue: object, key: string, make: () => V) => V {
  const byCatalogue = new WeakMap<object, Map<string, V>>();
  return (catalogue, key, make) => {
    let byKey = byCatalogue.get(catalogue);
    if (!byKey) byCatalogue.set(catalogue, (byKey = new Map()));
    if (byKey.has(key)) return byKey.get(key)!;
    const value = make();
    if (byKey.size >= KEPT) byKey.clear();
    byKey.set(key, value);
    return value;
  };
}
