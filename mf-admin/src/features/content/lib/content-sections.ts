import { consolePaths } from '../../../lib/console-paths';

/** The Content screen's sections, in the order its tabs list them. */
export const contentSections = [
  { key: 'articles', path: consolePaths.content },
  { key: 'faqs', path: consolePaths.contentFaqs },
  { key: 'slider', path: consolePaths.contentSlider },
  { key: 'banners', path: consolePaths.contentBanners },
  { key: 'pages', path: consolePaths.contentPages },
] as const;

export type ContentSection = (typeof contentSections)[number]['key'];
