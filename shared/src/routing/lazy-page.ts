import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';

/** A page loaded on first visit that can also be loaded ahead, when a link to it shows intent. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` for a named export of a page module, with `preload()`: the same import, so a
 * prefetched page renders at once when visited.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  const page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return Object.assign(page, { preload: load });
}

/**
 * Preloads the first page whose path pattern matches `pathname`. A page already loaded costs
 * nothing: the bundler keeps each module it fetched.
 */
export function preloadPageFor(
  pathname: string,
  pages: ReadonlyArray<readonly [pattern: string, page: ComponentType | LazyPage]>,
): void {
  const match = pages.find(([pattern]) => matchPath(pattern, pathname));
  if (match && 'preload' in match[1]) void match[1].preload().catch(() => undefined);
}
