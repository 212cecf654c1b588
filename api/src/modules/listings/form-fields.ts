import type { z } from 'zod';
import { listingMessages } from '@domus/shared/contract';
import { invalidInput } from '../../http/api-error';
import { listOf, unflattenBrackets } from '../verification/form-body';

/** A multipart body split into its text fields (nested, see unflattenBrackets) and its files. */
export interface ListingForm {
  fields: Record<string, unknown>;
  /** One file field: every file sent under it (`name`, `name[]` or `name[<n>]`), in order. */
  files(name: string): Buffer[];
  /** Plan documents by the plan's index in the form (`plans[<n>][document]`). */
  planDocuments: Map<number, Buffer>;
}

const planDocument = /^plans\[(\d+)\]\[document\]$/;

const buffersOf = (value: unknown): Buffer[] => {
  if (Buffer.isBuffer(value)) return [value];
  return listOf(value).filter((item): item is Buffer => Buffer.isBuffer(item));
};

/**
 * Reads a posting body: JSON, urlencoded or multipart with bracketed names. File fields are
 * taken out of the text so no file content ever reaches a text column.
 */
export function readListingForm(body: unknown, fileFields: readonly string[]): ListingForm {
  const flat = { ...(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}) };
  const planDocuments = new Map<number, Buffer>();
  for (const [key, value] of Object.entries(flat)) {
    const plan = planDocument.exec(key);
    if (!plan) continue;
    const [document] = buffersOf(value);
    if (document) planDocuments.set(Number(plan[1]), document);
    delete flat[key];
  }
  const nested = unflattenBrackets(flat);
  const files = new Map<string, Buffer[]>();
  for (const name of fileFields) {
    files.set(name, buffersOf(nested[name]));
    delete nested[name];
  }
  // Any other file (a photo sent under a text field's name) is not text: refused by the schema.
  return { fields: nested, files: (name) => files.get(name) ?? [], planDocuments };
}

const ownMessages: ReadonlySet<string> = new Set(Object.values(listingMessages));

/** Parses the text fields with a contract schema; the first problem becomes a 400 naming its field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'is invalid';
  if (!field || ownMessages.has(message) || message.startsWith(field.split('.')[0]!)) throw invalidInput(message);
  throw invalidInput(`${field}: ${message}`);
}
