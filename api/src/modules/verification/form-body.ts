/**
 * Multipart and urlencoded forms send nested fields as bracketed names
 * (`form_fields[0][id]`, `form_fields[0][value][]`); this turns such a flat body into the
 * nested object JSON clients send. Plain keys are kept as they are.
 */
export function unflattenBrackets(body: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const path = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
    if (!path) {
      root[key] = value;
      continue;
    }
    const segments = [path[1]!, ...[...path[2]!.matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1]!)];
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const next = segments[index + 1];
      if (last) {
        if (segment === '') return; // handled by the parent: `name[]`
        node[segment] = value;
        return;
      }
      if (next === '' && index + 1 === segments.length - 1) {
        // `name[]`: the values as a list
        const existing = node[segment];
        const items = Array.isArray(value) ? value : [value];
        node[segment] = Array.isArray(existing) ? [...existing, ...items] : items;
        return;
      }
      const child = node[segment];
      if (typeof child !== 'object' || child === null || Array.isArray(child) || Buffer.isBuffer(child)) {
        node[segment] = {};
      }
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

/** `{ "0": a, "1": b }` (from bracketed indexes) or an array: the items in index order. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return [];
}
