import { isUploadedFile } from '../files/uploaded-file';
import { invalidInput } from './api-error';

/** `form_fields[0][value][]` nests 3; names past this are refused before anything nests them. */
const maxBracketDepth = 8;

/**
 * Multipart and urlencoded forms send nested fields as bracketed names
 * (`form_fields[0][id]`, `form_fields[0][value][]`); this turns such a flat body into the
 * nested object JSON clients send. Plain keys are kept as they are. A name with a
 * `__proto__` part is refused: following it would write into Object.prototype, for every
 * request of the process (JSON and multipart bodies refuse such names too).
 */
export function unflattenBrackets(body: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const path = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
    const segments = path ? [path[1]!, ...[...path[2]!.matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1]!)] : [key];
    if (segments.length > maxBracketDepth + 1) {
      throw invalidInput(`${key.slice(0, 60)}…: a field name nests at most ${maxBracketDepth} levels of brackets.`);
    }
    if (segments.includes('__proto__')) throw invalidInput(`${key}: this field name is not allowed.`);
    if (!path) {
      root[key] = value;
      continue;
    }
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
        const existing = Object.hasOwn(node, segment) ? node[segment] : undefined;
        const items = Array.isArray(value) ? value : [value];
        node[segment] = Array.isArray(existing) ? [...existing, ...items] : items;
        return;
      }
      const child = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (typeof child !== 'object' || child === null || Array.isArray(child) || isUploadedFile(child)) {
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
  if (typeof value === 'object' && value !== null && !isUploadedFile(value)) {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return [];
}
