import type { FastifyInstance } from 'fastify';
import { invalidInput } from './api-error';

/**
 * C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * outright (a 500 if it got that far), and none of them belongs in a name, an address or a
 * message; tabs and line breaks do (descriptions, chat).
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of a field as a person reads it: `form_fields[0].value`. */
const fieldPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** The first field (or field name) holding a control character, if any. */
export function fieldWithControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? path || 'the request' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacter(item, fieldPath(path, index));
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (controlCharacter.test(key)) return fieldPath(path, key.replace(controlCharacter, '?'));
    const found = fieldWithControlCharacter(item, fieldPath(path, key));
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses text with control characters in the query, the path or the body of every request,
 * before any schema or handler sees it: a 400 naming the field, and nothing changes.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithControlCharacter(part);
      if (field) throw invalidInput(`${field} contains a control character, which is not allowed.`);
    }
  });
}
