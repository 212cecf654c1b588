import { callSchemas, calls, type CallName, type CallSchemas, type CallSpec } from '@domus/shared/contract';
import { guardFor } from './auth';

/** What a route says of itself in the API reference; a multipart call also gives its body as it arrives. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  /** A multipart body (fields and files as they arrive), in place of the call's body schema. */
  body?: unknown;
}

type Schemas = typeof callSchemas;
type QueryOf<S> = S extends { query: infer Q } ? { querystring: Q } : unknown;
type BodyOf<S> = S extends { body: infer B } ? { body: B } : unknown;
type ReplyOf<S> = S extends { reply: infer R } ? { response: { 200: R } } : unknown;

/** A call's route schema: its query, body and 200 reply from the contract, and its reference texts. */
export type CallRouteSchema<N extends CallName, D extends RouteDoc> = Omit<D, 'body'> &
  QueryOf<Schemas[N]> &
  (D extends { body: infer B } ? { body: B } : BodyOf<Schemas[N]>) &
  ReplyOf<Schemas[N]>;

function routeSchema(name: CallName, schemas: CallSchemas, doc: RouteDoc) {
  if (schemas.multipart && !doc.body)
    throw new Error(`${name} takes a multipart form: its route gives the body as it arrives.`);
  return {
    ...doc,
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...((doc.body ?? schemas.body) ? { body: doc.body ?? schemas.body } : {}),
    ...(schemas.reply ? { response: { 200: schemas.reply } } : {}),
  };
}

/**
 * Method, URL and schemas of a catalogue call, relative to the /api prefix: paths and the
 * request and reply schemas live in the contract only (the reply is checked against its
 * schema before it is sent). Calls whose auth mode is `always` answer 401 to visitors before
 * reading the body.
 */
export function callRoute<N extends CallName, D extends RouteDoc>(name: N, doc: D) {
  const call = calls[name];
  return {
    method: call.method,
    url: `/${call.path}`,
    ...guardFor(call),
    schema: routeSchema(name, callSchemas[name], doc) as CallRouteSchema<N, D>,
  };
}

/** Method and URL of a call only this API answers (moderation): its schemas stay with its route. */
export const apiOnlyRoute = (call: CallSpec) => ({ method: call.method, url: `/${call.path}`, ...guardFor(call) });
