import { callAliases, calls } from '@domus/shared/contract';

const aliasPattern = /^\/api\/([^?]*)(\?.*)?$/;

/**
 * Fastify's rewriteUrl: a path of callAliases becomes its call's path before routing, so the
 * alias shares the call's route, limits and replies (POST /api/contact-us is contct_us).
 */
export function rewriteCallAliases(request: { url?: string }): string {
  const url = request.url ?? '/';
  const match = aliasPattern.exec(url);
  if (!match || !Object.hasOwn(callAliases, match[1]!)) return url;
  return `/api/${calls[callAliases[match[1]!]!].path}${match[2] ?? ''}`;
}
