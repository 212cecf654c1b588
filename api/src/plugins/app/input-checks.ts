import fp from 'fastify-plugin';
import { isUploadedFile } from '../../files/uploaded-file';
import { invalidInput } from '../../http/api-error';

/**
 * C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * outright (a 500 if it got that far), and none of them belongs in a name, an address or a
 * message; tabs and line breaks do (descriptions, chat).
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Far past the largest input any call takes: the deepest (a virtual tour: rooms, hotspots,
 * their fields) nests 5 levels, every list is capped by its schema in the hundreds, the widest
 * object is a listing's form (about 60 fields). Past these the input is refused before
 * anything walks it: a JSON body nested 5,000 levels deep overflowed the stack of the
 * recursive reader that was here before (a 500).
 */
export const inputShapeLimits = { depth: 32, listLength: 10_000, fields: 1_000, values: 100_000 } as const;

/** The path of a field as a person reads it: `form_fields[0].value`. */
const fieldPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** A file is one value, not fields to walk: where the name it was sent with is kept (chat), it is cleaned. */
const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !isUploadedFile(value);

/**
 * What is wrong with a request's input, if anything: nested or spread past inputShapeLimits,
 * or a field (or a field name) holding a control character. Walked without recursion, so no
 * input can overflow the stack.
 */
export function inputProblem(input: unknown): string | undefined {
  // `top`: the field of the request a value is under, which a message about depth names.
  const pending: { value: unknown; path: string; top: string; depth: number }[] = [
    { value: input, path: '', top: '', depth: 0 },
  ];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, top, depth } = next;
    const where = path || 'the request';
    if (++values > inputShapeLimits.values) return `The request holds more than ${inputShapeLimits.values} values.`;
    if (typeof value === 'string') {
      if (controlCharacter.test(value)) return `${where} contains a control character, which is not allowed.`;
      continue;
    }
    if (!isContainer(value)) continue;
    if (depth >= inputShapeLimits.depth) {
      return `${top || 'the request'} nests deeper than ${inputShapeLimits.depth} levels, more than any field takes.`;
    }
    if (Array.isArray(value)) {
      if (value.length > inputShapeLimits.listLength) {
        return `${where} lists more than ${inputShapeLimits.listLength} items.`;
      }
      for (let index = value.length - 1; index >= 0; index--) {
        const at = fieldPath(path, index);
        pending.push({ value: value[index], path: at, top: top || at, depth: depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(value);
    if (entries.length > inputShapeLimits.fields) return `${where} has more than ${inputShapeLimits.fields} fields.`;
    for (const [key, item] of entries.reverse()) {
      if (controlCharacter.test(key)) {
        return `${fieldPath(path, key.replace(controlCharacter, '?'))} contains a control character, which is not allowed.`;
      }
      const at = fieldPath(path, key);
      pending.push({ value: item, path: at, top: top || at, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, in the query, the path and the body of every request, before any schema or handler
 * sees it, input too deep or too wide and text with control characters: a 400 that says what,
 * and nothing changes.
 */
export const inputChecks = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = inputProblem(part);
        if (problem) throw invalidInput(problem);
      }
    });
  },
  { name: 'input-checks' },
);
