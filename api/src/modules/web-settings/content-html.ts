import sanitizeHtml from 'sanitize-html';

/**
 * What an admin's HTML (an article, a page) may keep: text structure, links, pictures and
 * tables. Scripts, styles, frames, forms and every `on*` handler are removed, and links and
 * pictures keep http(s), mailto and tel addresses only, so what the site injects as-is can
 * never run code in a visitor's browser.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'), 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['dir', 'lang'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opening a new tab cannot reach back into the site's window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** An admin's HTML as the site may show it. */
export const sanitisedHtml = (html: string): string => sanitizeHtml(html, allowed).trim();

/** A map tiles' credit (Leaflet shows it as HTML): text and http(s) links only. */
export const sanitisedAttribution = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
  }).trim();
