import { useEffect } from 'react';

/** Sets the tab title while the page shows, and puts the previous one back when it leaves. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
