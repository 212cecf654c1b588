import { areaForSession, sessionRole, type SessionRole } from './remote-audience';
import { moduleLabel, targetOf, type RemoteTarget } from './remote-map';
import { loadRemoteSpa } from './remote-loader';

/**
 * Loads a remote's exposed module (a bare name: its `./spa`; or one of its areas), and the code of
 * its page at `pathname`, before the user goes there (with `data`, the page's first data too: the
 * page a visit starts on); a failure only logs.
 */
export function prefetchRemote(target: RemoteTarget, pathname: string, options: { data?: boolean } = {}): void {
  loadRemoteSpa(target)
    .then((spa) => spa.prefetch?.(pathname, options))
    .catch((error: unknown) => console.info(`[shell] prefetch of ${moduleLabel(target)} failed`, error));
}

/** A pointer passing over a link on its way elsewhere is not intent; one resting on it this long is. */
export const HOVER_INTENT_MS = 80;

/** The same-site path a link leads to, for the element an event happened on (undefined: not such a link). */
export function linkPath(target: EventTarget | null, origin: string): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? url.pathname : undefined;
}

/**
 * Loads the remote's area behind a link, and its page's code, when the user shows intent: the pointer
 * rests on the link, it gets keyboard focus, or a touch starts on it. The click then finds the
 * page ready instead of waiting for the remote. A link to a remote the session (its `role` now)
 * may not load (remote-audience.ts) loads nothing. Returns a function that stops listening.
 */
export function prefetchOnIntent(
  doc: Document = document,
  prefetch: (area: RemoteTarget, pathname: string) => void = prefetchRemote,
  role: () => SessionRole = sessionRole,
): () => void {
  const prefetched = new Set<string>();
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  const prefetchLink = (target: EventTarget | null) => {
    const pathname = linkPath(target, doc.location.origin);
    if (!pathname || prefetched.has(pathname)) return;
    // Not remembered when refused: the same link after signing in as an operator loads its remote.
    const area = areaForSession(pathname, role());
    if (!area) return;
    prefetched.add(pathname);
    prefetch(targetOf(area), pathname);
  };
  const onPointerOver = (event: Event) => {
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => prefetchLink(event.target), HOVER_INTENT_MS);
  };
  const onPointerOut = () => clearTimeout(hoverTimer);
  const onFocusOrTouch = (event: Event) => prefetchLink(event.target);

  const listeners: [string, (event: Event) => void][] = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['focusin', onFocusOrTouch],
    ['touchstart', onFocusOrTouch],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { passive: true });
  return () => {
    clearTimeout(hoverTimer);
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
  };
}
