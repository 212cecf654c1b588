import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the page shows (search engines and link previews
 * read it) and puts the previous text back when it leaves; creates the tag when the shell has none.
 */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
