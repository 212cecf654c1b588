import { contractName, type JsonSchema } from './json-schemas';

/*
 * Reply schemas as compact, TypeScript-like text: `field: type` a line, `field?:` when it may
 * be absent, `| null` when it may be null, `[T]` for a list, `{ [key: string]: T }` for a map,
 * notes of the schema as `// comments`. Objects of the contract that more than one place uses
 * are written once, under their name, and referred to by it.
 */

/** `propertySchema` -> `Property`: the name a shared object goes by in the reference. */
const displayName = (exportName: string) => {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

const children = (node: JsonSchema): JsonSchema[] => [
  ...Object.values(node.properties ?? {}),
  ...(typeof node.additionalProperties === 'object' ? [node.additionalProperties] : []),
  ...(node.items ? [node.items] : []),
  ...(node.prefixItems ?? []),
  ...(node.anyOf ?? []),
  ...(node.oneOf ?? []),
  ...(node.allOf ?? []),
];

export interface SharedObject {
  /** The name the reference shows (`Property`). */
  name: string;
  /** The contract export it is (`propertySchema`). */
  exportName: string;
  schema: JsonSchema;
}

/**
 * The contract objects the replies use in more than one place: each reply counts its uses
 * (not inside objects already counted), and each object counts the uses inside it once, as
 * each is written once, either in place or under its name.
 */
export function findSharedObjects(replies: readonly JsonSchema[]): SharedObject[] {
  const uses = new Map<string, number>();
  const bodies = new Map<string, JsonSchema>();
  const visit = (node: JsonSchema, isRoot: boolean) => {
    const name = node[contractName];
    if (name && !isRoot) {
      uses.set(name, (uses.get(name) ?? 0) + 1);
      if (bodies.has(name)) return;
      bodies.set(name, node);
    }
    for (const child of children(node)) visit(child, false);
  };
  for (const reply of replies) visit(reply, true);
  const shared = [...uses].filter(([, count]) => count > 1).map(([exportName]) => exportName);
  const names = shared.map(displayName);
  const unique = (name: string) => names.filter((other) => other === name).length === 1;
  return shared
    .map((exportName) => ({
      name: unique(displayName(exportName)) ? displayName(exportName) : exportName,
      exportName,
      schema: bodies.get(exportName)!,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (identifier.test(name) ? name : JSON.stringify(name));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Writes reply shapes, referring to the shared objects by name. */
export class ShapeWriter {
  private readonly sharedNames: Map<string, string>;

  constructor(shared: readonly SharedObject[]) {
    this.sharedNames = new Map(shared.map((object) => [object.exportName, object.name]));
  }

  /** The shared objects a shape refers to directly, in the order it mentions them. */
  referencedBy(node: JsonSchema, isRoot = true): string[] {
    const name = node[contractName] && this.sharedNames.get(node[contractName]);
    if (name && !isRoot) return [name];
    return [...new Set(children(node).flatMap((child) => this.referencedBy(child, false)))];
  }

  /**
   * A reply's fields, a line each, as one block, or one block per shape when a reply has several
   * (a list or one item). A reply that is not an object is its type. `error: false`, `message`
   * and an optional `total`, the same in every success reply, are left out of an envelope.
   */
  reply(root: JsonSchema): string[] {
    const variants = root.anyOf ?? root.oneOf;
    if (variants?.every((variant) => variant.properties)) return variants.flatMap((variant) => this.reply(variant));
    if (!root.properties) return [this.type(root, true).join('\n')];
    const envelope = root.properties.error?.const === false;
    const required = root.required ?? [];
    const standard = (name: string) =>
      name === 'error' || name === 'message' || (name === 'total' && !required.includes(name));
    const fields = Object.entries(root.properties).filter(([name]) => !envelope || !standard(name));
    return [fields.flatMap(([name, field]) => this.field(name, field, required)).join('\n')];
  }

  /** A shared object's own fields, as a block. */
  object(object: SharedObject): string {
    return this.type(object.schema, true).join('\n');
  }

  private field(name: string, node: JsonSchema, required: readonly string[]): string[] {
    const [first = '', ...rest] = this.type(node, false);
    const description =
      node.description ?? (node.anyOf ?? node.oneOf)?.find((variant) => variant.description)?.description;
    const note = description ? `  // ${oneLine(description)}` : '';
    return [`${key(name)}${required.includes(name) ? '' : '?'}:${first ? ` ${first}` : ''}${note}`, ...rest];
  }

  /** A type as lines: the first continues the line it is written on, the others are indented as a block. */
  private type(node: JsonSchema, isRoot: boolean): string[] {
    const shared = node[contractName] && this.sharedNames.get(node[contractName]);
    if (shared && !isRoot) return [shared];
    if (node.$ref) return [node.$ref.replace(/^#\/\$defs\//, '')];
    if ('const' in node) return [JSON.stringify(node.const)];
    if (node.enum) return choices(node.enum);
    const variants = node.anyOf ?? node.oneOf;
    if (variants) return this.joined(variants, ' | ');
    if (node.allOf) return this.joined(node.allOf, ' & ');
    if (Array.isArray(node.type)) return [node.type.join(' | ')];
    switch (node.type) {
      case 'object':
        return this.objectType(node);
      case 'array':
        return this.arrayType(node);
      case 'string':
        return [node.format ? `string (${node.format})` : 'string'];
      case undefined:
        return ['any'];
      default:
        return [node.type];
    }
  }

  /** Types one after the other on the same line; a union says each type once (`0 | 1`, not `number | number`). */
  private joined(parts: readonly JsonSchema[], separator: string, once = separator !== ', '): string[] {
    const lines: string[] = [];
    const seen = new Set<string>();
    for (const part of parts) {
      const text = this.type(part, false);
      const id = text.join('\n');
      if (once && seen.has(id)) continue;
      seen.add(id);
      if (lines.length) lines[lines.length - 1] += separator + text[0];
      else lines.push(text[0]!);
      lines.push(...text.slice(1));
    }
    return lines;
  }

  private objectType(node: JsonSchema): string[] {
    const entries = Object.entries(node.properties ?? {});
    if (!entries.length) {
      const values = node.additionalProperties;
      return typeof values === 'object' && Object.keys(values).length
        ? wrap('{ [key: string]: ', this.type(values, false), ' }')
        : ['object'];
    }
    const lines = entries.flatMap(([name, field]) => this.field(name, field, node.required ?? []));
    return ['{', ...lines.map((line) => `  ${line}`), '}'];
  }

  private arrayType(node: JsonSchema): string[] {
    if (node.prefixItems) return wrap('[', this.joined(node.prefixItems, ', '), ']');
    return wrap('[', node.items ? this.type(node.items, false) : ['any'], ']');
  }
}

/** Allowed values, on one line, or a line each when there are too many to read on one. */
function choices(values: readonly unknown[]): string[] {
  const written = values.map((value) => JSON.stringify(value));
  const line = written.join(' | ');
  return line.length <= 80 ? [line] : ['', ...written.map((value) => `  | ${value}`)];
}

/** `prefix` before a type's first line, `suffix` after its last. */
function wrap(prefix: string, lines: readonly string[], suffix: string): string[] {
  const result = [...lines];
  result[0] = prefix + result[0];
  result[result.length - 1] += suffix;
  return result;
}
