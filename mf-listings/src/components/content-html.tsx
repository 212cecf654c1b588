import { plainText } from '../lib/plain-text';
import styles from './content-html.module.css';

/** Text holding at least one element: what the console's editor writes. */
const isHtml = (text: string) => /<[a-z][a-z0-9]*[\s/>]/i.test(text);

/**
 * An operator's text for the site: an article's body, the about, privacy or terms page. The
 * console's HTML (headings, lists, links, pictures, tables) is shown as written: the API keeps
 * only what its allow-list lets through when it is saved (no script, style, frame, form or
 * handler; http(s), mailto and tel links only). Plain text (older rows) becomes paragraphs.
 */
export function ContentHtml({ text, className }: { text: string; className?: string }) {
  const classes = className ? `${styles.content} ${className}` : styles.content;
  if (isHtml(text)) {
    // Cleaned by the API's allow-list when it was saved (api: web-settings/content-html).
    return <div className={classes} dir="auto" dangerouslySetInnerHTML={{ __html: text }} />;
  }
  return (
    <div className={classes} dir="auto">
      {plainText(text)
        .split(/\n{2,}/)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
