import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { calls } from '@domus/shared/contract';

/** The part of a JSON Schema the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
}

/** One API route as the fuzzer drives it. */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's pattern, `:name` for path parameters. */
  url: string;
  query?: JsonSchema;
  body?: JsonSchema;
  params?: JsonSchema;
  /** Multipart names the route reads files from. */
  fileFields: readonly string[];
}

/**
 * File parts a form nests inside its lists (a plan's drawing, a verification answer): the route's
 * schema names its top-level file fields itself (format binary), these only inside their items.
 */
const nestedFileParts: Record<string, readonly string[]> = {
  [calls.postProject.path]: ['plans[0][document]'],
  [calls.applyAgentVerification.path]: ['form_fields[0][value]', 'form_fields[1][value]'],
};

/** The fields of a body schema that take a file part. */
const fileFieldsOf = (body: JsonSchema | undefined) =>
  Object.entries(body?.properties ?? {})
    .filter(([, field]) => field.format === 'binary' || field.items?.format === 'binary')
    .map(([name]) => name);

const fuzzedMethods = new Set(['GET', 'POST', 'DELETE']);

/** What a request sends, as JSON Schema (the input side of a zod schema). */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json.properties ? json : undefined;
}

/**
 * The API routes among those the app registered, in the order it registered them: every
 * method but HEAD (Fastify's copy of GET), without the hidden ones (the OpenAPI document).
 */
export function apiRoutes(registered: readonly RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of registered) {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!route.url.startsWith('/api/') || schema?.hide) continue;
    for (const method of [route.method].flat()) {
      if (!fuzzedMethods.has(method)) continue;
      const body = jsonSchemaOf(schema?.body);
      routes.push({
        method: method as FuzzRoute['method'],
        url: route.url,
        query: jsonSchemaOf(schema?.querystring),
        body,
        params: jsonSchemaOf(schema?.params),
        fileFields: [...fileFieldsOf(body), ...(nestedFileParts[route.url.slice('/api/'.length)] ?? [])],
      });
    }
  }
  return routes;
}

export const routeName = (route: Pick<FuzzRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
