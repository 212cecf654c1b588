import { truncate } from '@domus/shared/format';

import { plainText } from './plain-text';

/** What a detail page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
  /** Open Graph type: `article` for articles, `website` otherwise. */
  type?: 'website' | 'article';
}

/** Search engines show about this much of a description. */
export const META_DESCRIPTION_LENGTH = 160;

interface MetaFields {
  title: string;
  description?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
}

/**
 * A listing's page meta from its SEO fields, falling back to its title, the start of its
 * description and its main picture.
 */
export function pageMetaFrom(
  listing: MetaFields,
  image: string | null | undefined,
  type: PageMeta['type'] = 'website',
): PageMeta {
  const description = plainText(listing.description).replace(/\s+/g, ' ');
  return {
    title: listing.meta_title?.trim() || listing.title,
    description: listing.meta_description?.trim() || truncate(description, META_DESCRIPTION_LENGTH),
    keywords: listing.meta_keywords,
    image: listing.meta_image || image,
    type,
  };
}
