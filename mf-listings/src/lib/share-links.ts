export interface ShareTarget {
  /** The locale key under `share.` naming the service. */
  id: 'whatsapp' | 'facebook' | 'x' | 'email';
  href: string;
}

/** Where a page can be shared, each address carrying the page's URL (and title) encoded. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { id: 'email', href: `mailto:?subject=${text}&body=${u}` },
  ];
}
