import { projectSearchPath, propertySearchPath } from '@domus/shared/contract/page-paths';
/** What the home search looks for: listings to buy or to rent, or projects. */
export const homeSearchTabs = ['buy', 'rent', 'projects'] as const;

export type HomeSearchTab = (typeof homeSearchTabs)[number];

/** The results page of a home search: /properties for sale or for rent, or /projects; the text as `search`. */
export function homeSearchHref(tab: HomeSearchTab, text: string): string {
  const params = new URLSearchParams();
  if (tab !== 'projects') params.set('property_type', tab === 'buy' ? 'sell' : 'rent');
  const search = text.trim();
  if (search) params.set('search', search);
  return tab === 'projects' ? projectSearchPath(params) : propertySearchPath(params);
}
