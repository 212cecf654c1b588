// eslint-disable-next-line no-control-regex -- control characters are what is refused here
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** One leading `/`, not `//host` or `/\host` (browsers read both as another site), no control character. */
const isSitePath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !controlCharacter.test(path);

/**
 * A path of this site that is safe to follow, or null: whatever comes from an address
 * (`?redirect=`) or from the API (a notice's link, a saved search's results) goes through
 * here before the router or the browser follows it.
 *
 * Refused: anything not starting with one `/`, so every scheme (`javascript:`, `https:`);
 * `//host` and `/\host`, which browsers read as another site; and control characters, raw or
 * percent-encoded: browsers drop tabs and newlines from a URL, which turns `/<tab>/host` into
 * `//host`, and the history API then throws rather than leave the site. The path is checked
 * again percent-decoded, for routers and servers that decode before they look, so
 * `/%2F/host` and `/%5C/host` are refused too, and one whose escapes do not decode is.
 */
export function safeSitePath(candidate: string | null | undefined): string | null {
  // Spaces only: a control character at either end is refused like one inside.
  const path = candidate?.replace(/^ +| +$/g, '') ?? '';
  if (!isSitePath(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return isSitePath(decoded) ? path : null;
}
