import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUploadedFile, UploadedFile } from '../files/uploaded-file';
import { listOf, unflattenBrackets } from './bracketed-names';

/** How many files a multipart field takes: one, or a list (`name[]`, `name[<n>]` or a repeated name). */
export type FileCount = 'one' | 'many';
/** The file fields of a multipart call, by name. */
export type FileParts = Readonly<Record<string, FileCount>>;

/** The route's error handler puts the field's name before these. */
const fileMessage = (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? 'send one file' : 'must be sent as a file part, not as text';

/** A file part as the multipart parser hands it over: a temporary file (http/temporary-uploads.ts). */
export const uploadedFile = z
  .instanceof(UploadedFile, { error: fileMessage })
  .meta({ type: 'string', format: 'binary' });

export type FileShape<F extends FileParts> = {
  [K in keyof F]: F[K] extends 'many'
    ? z.ZodDefault<z.ZodArray<typeof uploadedFile>>
    : z.ZodOptional<typeof uploadedFile>;
};

/** The files of a read body, by field. */
export type FilesOf<F extends FileParts> = z.output<z.ZodObject<FileShape<F>>>;

/** The schema of each file field: one optional file, or a list of files ([] when none came). */
export function fileShape<F extends FileParts>(files: F): FileShape<F> {
  return Object.fromEntries(
    Object.entries(files).map(([name, count]) => [
      name,
      count === 'many' ? z.array(uploadedFile).default([]) : uploadedFile.optional(),
    ]),
  ) as FileShape<F>;
}

const isIndex = (key: string) => /^(0|[1-9]\d{0,3})$/.test(key);

/** `{ 0: a, 1: b }` from `name[0]`, `name[1]` is the list [a, b], at any depth. */
function indexedAsList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(indexedAsList);
  if (typeof value !== 'object' || value === null || isUploadedFile(value)) return value;
  const entries = Object.entries(value);
  const mapped = entries.map(([key, item]) => [key, indexedAsList(item)] as const);
  if (entries.length === 0 || !entries.every(([key]) => isIndex(key))) return Object.fromEntries(mapped);
  return mapped.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
}

/** A file field sent empty (no file chosen in a browser form) is a field not sent. */
const isBlank = (value: unknown) => value === '' || (isUploadedFile(value) && value.size === 0);

/**
 * A multipart (or urlencoded, or JSON) body in the shape its schema reads: bracketed names
 * nested (`plans[0][title]`), every file field a file or a list of files, empty ones dropped.
 * Anything else under a file field (text, two files where one is taken) is left for the schema
 * to refuse with a message naming the field.
 */
export function readMultipartBody(body: unknown, files: FileParts): Record<string, unknown> {
  const nested = unflattenBrackets(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
  const fields = Object.fromEntries(Object.entries(nested).map(([name, value]) => [name, indexedAsList(value)]));
  for (const [name, count] of Object.entries(files)) {
    if (!Object.hasOwn(fields, name)) continue;
    const sent = fields[name];
    const isList = typeof sent === 'object' && sent !== null && !isUploadedFile(sent);
    const kept = (isList ? listOf(sent) : [sent]).filter((value) => !isBlank(value));
    if (kept.length === 0) delete fields[name];
    else fields[name] = count === 'one' && kept.length === 1 ? kept[0] : kept;
  }
  return fields;
}

/** The route hook that reads a multipart body before its schema validates it. */
export const multipartBodyHook = (files: FileParts) => async (request: FastifyRequest) => {
  request.body = readMultipartBody(request.body, files);
};
