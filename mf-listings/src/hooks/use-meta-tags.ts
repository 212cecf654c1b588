import { useDocumentTitle } from '@domus/shared/ui';
import { useEffect } from 'react';

import type { PageMeta } from '../lib/page-meta';
import { usePageUrl } from './use-page-url';

type TagAttribute = 'name' | 'property';
type TagEntry = [attribute: TagAttribute, key: string, content: string];

function tagEntries(meta: PageMeta, url: string): TagEntry[] {
  const entries: [TagAttribute, string, string | null | undefined][] = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', meta.image],
    ['property', 'og:url', url],
    ['property', 'og:type', meta.type ?? 'website'],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
  return entries
    .map(([attribute, key, content]): TagEntry => [attribute, key, content?.trim() ?? ''])
    .filter(([, , content]) => content !== '');
}

function setTag([attribute, key, content]: TagEntry): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  const previous = tag.content;
  tag.content = content;
  return () => {
    if (created) tag.remove();
    else tag.content = previous;
  };
}

/**
 * Sets the document title and the description, keywords, Open Graph and Twitter tags while
 * the page shows, and puts back what was there when it leaves (tags it created are removed).
 */
export function useMetaTags(meta: PageMeta | undefined): void {
  const url = usePageUrl();
  useDocumentTitle(meta?.title);
  // Pages build a new object each render: the effect follows the tags' text instead.
  const serialized = meta ? JSON.stringify(tagEntries(meta, url)) : '';
  useEffect(() => {
    if (!serialized) return undefined;
    const restores = (JSON.parse(serialized) as TagEntry[]).map(setTag);
    return () => restores.reverse().forEach((restore) => restore());
  }, [serialized]);
}
