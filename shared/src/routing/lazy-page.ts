import { createElement, lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

/** The route's parameters (`:slug`...) by name. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** A page loaded on first visit that can also be loaded ahead, when a link to it shows intent. */
export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** Asks for the data the page shows first (into the query cache), when given. */
  preloadData?: (params: PageParams) => void;
};

/**
 * `React.lazy` for a named export of a page module, with `preload()`: the same import, so a
 * prefetched page renders at once when visited. A page whose code has arrived when it mounts
 * renders directly, without suspending: React shows a revealed page no sooner than 300 ms
 * after its fallback appeared, and the page a visit starts on (preloaded with the remote) lost
 * those 300 ms to a spinner shown for one frame. `preloadData` asks for what the page shows
 * first, for the page a visit starts on (see preloadPageFor).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: { preloadData?: (params: PageParams) => void } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Page() {
    // Decided once per mount: switching from the lazy wrapper to the page would mount it again.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  return Object.assign(Page, { preload, preloadData: options.preloadData });
}

/**
 * Preloads the first page whose path pattern matches `pathname`. A page already loaded costs
 * nothing: the bundler keeps each module it fetched. With `data`, the page's first data is
 * asked for at the same time as its code, instead of once the code has arrived: only for the
 * page a visit starts on, never on a link's intent (a listing's data counts a visit).
 */
export function preloadPageFor(
  pathname: string,
  pages: ReadonlyArray<readonly [pattern: string, page: ComponentType | LazyPage]>,
  options: { data?: boolean } = {},
): void {
  for (const [pattern, page] of pages) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    if ('preload' in page) {
      void page.preload().catch(() => undefined);
      if (options.data) page.preloadData?.(match.params);
    }
    return;
  }
}
