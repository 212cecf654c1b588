import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  applyAgentVerificationBody,
  calls,
  postProjectBody,
  postPropertyBody,
  projectFileFields,
  propertyFileFields,
  sendMessageBody,
  updatePostPropertyBody,
  uploadPanoramaBody,
} from '@domus/shared/contract';

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
  /** Multipart names the handler reads files from. */
  fileFields: readonly string[];
}

/**
 * Calls that take files: the names of their file parts and, where the handler reads the
 * multipart body itself (the route schema is a bare record), the contract's schema of their
 * fields. A route missing here is still fuzzed, with made-up fields and file names.
 */
const formCalls: Record<string, { fields?: z.ZodType; files: readonly string[] }> = {
  [calls.postProperty.path]: { fields: postPropertyBody, files: Object.values(propertyFileFields) },
  [calls.updatePostProperty.path]: { fields: updatePostPropertyBody, files: Object.values(propertyFileFields) },
  [calls.postProject.path]: {
    fields: postProjectBody,
    files: [...Object.values(projectFileFields), 'plans[0][document]'],
  },
  [calls.applyAgentVerification.path]: {
    fields: applyAgentVerificationBody,
    files: ['form_fields[0][value]', 'form_fields[1][value]'],
  },
  [calls.uploadPanorama.path]: { fields: uploadPanoramaBody, files: ['panorama'] },
  [calls.sendMessage.path]: { fields: sendMessageBody, files: ['file', 'audio'] },
  [calls.updateProfile.path]: { files: ['profile'] },
};

const fuzzedMethods = new Set(['GET', 'POST', 'DELETE']);

/** What a request sends, as JSON Schema (the input side of a zod schema). */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // A bare record (the handler reads the body itself) says nothing about fields.
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
      const form = formCalls[route.url.slice('/api/'.length)];
      routes.push({
        method: method as FuzzRoute['method'],
        url: route.url,
        query: jsonSchemaOf(schema?.querystring),
        body: jsonSchemaOf(schema?.body) ?? (form && jsonSchemaOf(form.fields)),
        params: jsonSchemaOf(schema?.params),
        fileFields: form?.files ?? [],
      });
    }
  }
  return routes;
}

export const routeName = (route: Pick<FuzzRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
