import { calls, type CallSpec } from '@domus/shared/contract';
import fp from 'fastify-plugin';
import { invalidInput } from '../../http/api-error';

/** The list calls that also take their filters as one `filters` parameter, as newer clients send them. */
export const callsWithFiltersParam: CallSpec[] = [
  calls.getProperty,
  calls.getPropertyList,
  calls.getNearbyProperties,
  calls.getProjects,
  calls.getMapClusters,
];

/** Longer than any honest set of filters (each parameter is capped far below this). */
const maxEncodedLength = 8192;
const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const refused = 'filters must be a base64-encoded JSON object of filters';

/**
 * The separate query parameters a `filters` value stands for: base64 (standard or URL-safe) of
 * a JSON object whose values are text, numbers, true/false or lists of those (lists become
 * comma lists, as the parameters take them; null is left out). Anything else is a 400.
 */
export function filtersOf(encoded: unknown): Record<string, string> {
  if (typeof encoded !== 'string' || encoded.length > maxEncodedLength || !base64.test(encoded.trim())) {
    throw invalidInput(refused);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded.trim(), 'base64').toString('utf8'));
  } catch {
    throw invalidInput(refused);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidInput(refused);
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null) continue;
    const scalar = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
    if (scalar(value)) filters[key] = String(value);
    else if (Array.isArray(value) && value.every(scalar)) filters[key] = value.map(String).join(',');
    else throw invalidInput(`filters.${key} must be text, a number, true/false or a list of those`);
  }
  return filters;
}

/**
 * Before validation, a list call's `filters` becomes the parameters it stands for, validated
 * as if sent separately; a parameter sent on its own wins over the same one inside `filters`.
 */
export const filtersParam = fp(
  async (app) => {
    const routes = new Set(callsWithFiltersParam.map((call) => `/api/${call.path}`));
    app.addHook('preValidation', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (request.method !== 'GET' || query?.filters === undefined) return;
      if (!routes.has(request.routeOptions.url ?? '')) return;
      const { filters, ...separate } = query;
      request.query = { ...filtersOf(filters), ...separate };
    });
  },
  { name: 'filters-param' },
);
