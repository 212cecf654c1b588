import type { RemoteName } from '../remotes/remote-map';

/**
 * Which remote owns which top-level route prefix (docs/SPEC.md §2 screens). The longest
 * matching prefix wins; `/` alone is the home page.
 */
export const routeTable: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = [
  ['/', 'mf_listings'],
  ['/properties', 'mf_listings'],
  ['/properties-details', 'mf_listings'],
  ['/projects', 'mf_listings'],
  ['/project-details', 'mf_listings'],
  ['/my-property', 'mf_listings'],
  ['/featured-properties', 'mf_listings'],
  ['/most-viewed-properties', 'mf_listings'],
  ['/most-favourite-properties', 'mf_listings'],
  ['/map', 'mf_listings'],
  ['/compare', 'mf_listings'],
  ['/agents', 'mf_listings'],
  ['/agent-details', 'mf_listings'],
  ['/cities', 'mf_listings'],
  ['/articles', 'mf_listings'],
  ['/article-details', 'mf_listings'],
  ['/faqs', 'mf_listings'],
  ['/about-us', 'mf_listings'],
  ['/contact-us', 'mf_listings'],
  ['/virtual-tour', 'mf_listings'],
  ['/user/properties', 'mf_listings'],
  ['/user/edit-property', 'mf_listings'],
  ['/user/add-project', 'mf_listings'],
  ['/user/edit-project', 'mf_listings'],
  ['/user/my-properties', 'mf_listings'],
  ['/user/my-projects', 'mf_listings'],
  ['/user/advertisement', 'mf_listings'],
  ['/user/favorites-properties', 'mf_listings'],
  ['/user/personalised-feed', 'mf_listings'],
  ['/login', 'mf_account'],
  ['/register', 'mf_account'],
  ['/forgot-password', 'mf_account'],
  ['/user/profile', 'mf_account'],
  ['/user/dashboard', 'mf_account'],
  ['/user/agent-verification', 'mf_account'],
  ['/user/notifications', 'mf_account'],
  ['/user/personalize-feed', 'mf_account'],
  ['/user/delete-account', 'mf_account'],
  ['/user/chat', 'mf_chat'],
  ['/subscription-plan', 'mf_payments'],
  ['/user/subscription', 'mf_payments'],
  ['/user/transaction-history', 'mf_payments'],
  ['/payment', 'mf_payments'],
  ['/mortgage-calculator', 'mf_tools'],
  ['/area-converter', 'mf_tools'],
];

/** The remote owning a path, or undefined for a path no screen has. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  if (pathname === '/' || pathname === '') return 'mf_listings';
  let best: { length: number; remote: RemoteName } | undefined;
  for (const [prefix, remote] of routeTable) {
    if (prefix === '/') continue;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, remote };
  }
  return best?.remote;
}
