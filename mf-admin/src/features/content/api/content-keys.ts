/** Every query of the Content screen starts with this key: a save makes the section's list stale. */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  articles: ['admin', 'content', 'articles'] as const,
  faqs: ['admin', 'content', 'faqs'] as const,
  pages: ['admin', 'content', 'pages'] as const,
  banners: ['admin', 'content', 'banners'] as const,
  slider: ['admin', 'content', 'slider'] as const,
  languages: ['admin', 'content', 'languages'] as const,
};

/** The site's own queries of what the console writes: asked again after a save, so this browser shows it at once. */
export const siteContentKeys = [['listings'], ['homepage']] as const;
