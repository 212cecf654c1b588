import { calls } from '@domus/shared/contract';
import { routeName, type FuzzRoute } from './api-routes';

/** The catalogue's calls of these methods that are not among the fuzzed routes (none, or the test fails). */
export function catalogueCallsMissing(routes: readonly FuzzRoute[], methods: readonly FuzzRoute['method'][]): string[] {
  const fuzzed = new Set(routes.map(routeName));
  return Object.values(calls)
    .filter((call) => methods.includes(call.method))
    .map((call) => routeName({ method: call.method, url: `/api/${call.path}` }))
    .filter((name) => !fuzzed.has(name));
}
