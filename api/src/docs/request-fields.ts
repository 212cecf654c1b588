import type { JsonSchema } from './json-schemas';

/** One field of a query string, a body or a path, as the reference's tables show it. */
export interface RequestField {
  name: string;
  required: boolean;
  /** What it takes: type, allowed words, limits, default, the schema's note. */
  accepts: string;
}

/** The fields of a request schema (its input side: what a client sends). */
export function requestFields(schema: JsonSchema): RequestField[] {
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    required: (schema.required ?? []).includes(name),
    accepts: accepts(name, field),
  }));
}

/** Bounds zod writes for every integer, which say nothing. */
const safeIntegerBound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) >= Number.MAX_SAFE_INTEGER;

const code = (value: unknown) =>
  `\`${value === '' ? "''" : typeof value === 'string' ? value : JSON.stringify(value)}\``;

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'number',
  integer: 'whole number',
  boolean: 'true or false',
  null: 'null',
  object: 'object',
  array: 'list',
};

/** Bounds in words: " of 1–200 characters", " up to 100 items"; numbers read " from 0 to 90". */
function range(min: number | undefined, max: number | undefined, unit = ''): string {
  const low = safeIntegerBound(min) ? undefined : min;
  const high = safeIntegerBound(max) ? undefined : max;
  if (low !== undefined && high !== undefined) {
    if (!unit) return ` from ${low} to ${high}`;
    return low === high ? ` of ${low}${unit}` : ` of ${low}–${high}${unit}`;
  }
  if (high !== undefined) return ` up to ${high}${unit}`;
  if (low !== undefined) return unit ? ` of at least ${low}${unit}` : ` from ${low}`;
  return '';
}

/** A field's accepted values in words. */
function kind(node: JsonSchema): string {
  if ('const' in node) return node.const === '' ? 'empty' : code(node.const);
  if (node.enum) return `one of ${node.enum.map(code).join(', ')}`;
  const variants = node.anyOf ?? node.oneOf;
  if (variants) return [...new Set(variants.map(kind))].join(' or ');
  if (Array.isArray(node.type)) return node.type.map((type) => typeWords[type] ?? type).join(' or ');
  if (node.type === 'string' && node.format === 'binary') return 'a file';
  switch (node.type) {
    case 'string':
      return `text${node.format ? ` (${node.format})` : ''}${range(node.minLength, node.maxLength, ' characters')}${
        node.pattern ? `, matching ${code(node.pattern)}` : ''
      }`;
    case 'number':
    case 'integer':
      return `${typeWords[node.type]}${range(node.minimum ?? node.exclusiveMinimum, node.maximum ?? node.exclusiveMaximum)}`;
    case 'array': {
      const count = range(node.minItems, node.maxItems, ' items');
      return `list of ${node.items ? kind(node.items) : 'anything'}${count ? `,${count}` : ''}`;
    }
    case 'object': {
      const fields = Object.entries(node.properties ?? {});
      if (!fields.length) return 'object';
      const required = node.required ?? [];
      return `{ ${fields.map(([name, field]) => `${name}${required.includes(name) ? '' : '?'}: ${kind(field)}`).join('; ')} }`;
    }
    case undefined:
      return 'anything';
    default:
      return typeWords[node.type] ?? node.type;
  }
}

/**
 * A field's accepted values. Query fields are text turned into numbers, flags or words by the
 * contract, which notes the rule as `name: rule`: the rule says more than "text" does.
 */
function accepts(name: string, node: JsonSchema): string {
  const note = node.description?.replace(/\s+/g, ' ').trim();
  const rule = note?.startsWith(`${name}: `) ? note.slice(name.length + 2) : undefined;
  const text = rule ?? `${kind(node)}${note ? ` — ${note}` : ''}`;
  const hasDefault = 'default' in node && node.default !== '' && node.default !== undefined;
  return hasDefault ? `${text}; default ${code(node.default)}` : text;
}
