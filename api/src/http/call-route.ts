import { callSchemas, calls, type CallName, type CallSchemas, type CallSpec } from '@domus/shared/contract';
import type { z } from 'zod';
import { guardFor } from './auth';
import { fileShape, multipartBodyHook, type FileParts, type FileShape } from './multipart-body';

/** What a route says of itself in the API reference; a multipart call also names its file fields. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  /** A multipart call's file fields: its body schema is the call's, with these files beside the text. */
  files?: FileParts;
}

type Schemas = typeof callSchemas;
type QueryOf<S> = S extends { query: infer Q } ? { querystring: Q } : unknown;
type BodyOf<S, D> = S extends { body: infer B }
  ? D extends { files: infer F extends FileParts }
    ? B extends z.ZodObject<infer Shape, infer Config>
      ? { body: z.ZodObject<z.core.util.Extend<Shape, FileShape<F>>, Config> }
      : never
    : { body: B }
  : unknown;
type ReplyOf<S> = S extends { reply: infer R } ? { response: { 200: R } } : unknown;

/** A call's route schema: its query, body and 200 reply from the contract, and its reference texts. */
export type CallRouteSchema<N extends CallName, D extends RouteDoc> = Omit<D, 'files'> &
  QueryOf<Schemas[N]> &
  BodyOf<Schemas[N], D> &
  ReplyOf<Schemas[N]>;

/** A call's body schema at its route: a multipart call's file fields join its text fields. */
function bodySchema(name: CallName, schemas: CallSchemas, files: FileParts | undefined) {
  if (Boolean(schemas.multipart) !== Boolean(files))
    throw new Error(`${name}: a route names file fields exactly when its call takes a multipart form.`);
  if (!files) return schemas.body;
  return (schemas.body as z.ZodObject).safeExtend(fileShape(files));
}

function routeSchema(name: CallName, schemas: CallSchemas, { files, ...doc }: RouteDoc) {
  const body = bodySchema(name, schemas, files);
  return {
    ...doc,
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(body ? { body } : {}),
    ...(schemas.reply ? { response: { 200: schemas.reply } } : {}),
  };
}

/**
 * Method, URL and schemas of a catalogue call, relative to the /api prefix: paths and the
 * request and reply schemas live in the contract only (the reply is checked against its
 * schema before it is sent). Calls whose auth mode is `always` answer 401 to visitors before
 * reading the body.
 */
export function callRoute<N extends CallName, const D extends RouteDoc>(name: N, doc: D) {
  const call = calls[name];
  return {
    method: call.method,
    url: `/${call.path}`,
    ...guardFor(call),
    // A multipart body is read into its schema's shape (nested names, files by field) first.
    ...(doc.files ? { preValidation: multipartBodyHook(doc.files) } : {}),
    schema: routeSchema(name, callSchemas[name], doc) as CallRouteSchema<N, D>,
  };
}

/** Method and URL of a call only this API answers (moderation): its schemas stay with its route. */
export const apiOnlyRoute = (call: CallSpec) => ({ method: call.method, url: `/${call.path}`, ...guardFor(call) });
