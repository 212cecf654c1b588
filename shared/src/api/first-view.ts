import type { SuccessEnvelope } from '../contract/envelope';

/**
 * Replies a page arrived with, by call path and query (`homepage-data`): the server puts its
 * first screen's data into the page (api/src/site/first-view.ts, element `domus-first-view`),
 * so that screen does not wait for the shell and a remote to load before asking for it. Each
 * is answered once, to a visitor's call (the server knows no session); later calls and
 * signed-in readers go to the API.
 */
let replies: Map<string, SuccessEnvelope<unknown>> | undefined;

function readReplies(): Map<string, SuccessEnvelope<unknown>> {
  const element = typeof document === 'undefined' ? null : document.getElementById('domus-first-view');
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, SuccessEnvelope<unknown>>));
  } catch {
    return new Map();
  }
}

/** The reply the page arrived with for this call, once; undefined when it has none (left). */
export function takeFirstViewReply<T>(call: string): T | undefined {
  replies ??= readReplies();
  const reply = replies.get(call);
  if (reply === undefined) return undefined;
  replies.delete(call);
  return reply as T;
}

/** Forgets what was read (tests render several pages in one document). */
export function resetFirstView(): void {
  replies = undefined;
}
