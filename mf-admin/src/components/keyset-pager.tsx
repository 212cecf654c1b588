import { Button } from '@domus/shared/ui';

import styles from './console-lists.module.css';

export interface KeysetPagerProps {
  /** Where the page shown starts: the API's `next_cursor` of the page before ('' on the first page). */
  cursor: string;
  /** Where the page after it starts (null or absent: this is the last). */
  nextCursor: string | null | undefined;
  /** Shows the page starting at `cursor` ('': the first), through the address, so Back returns. */
  onGo: (cursor: string) => void;
  /** The screen's words: the navigation's name, the first page's ("Newest actions") and the next's ("Older actions"). */
  labels: { nav: string; first: string; next: string };
}

/**
 * The buttons of a list paged by keyset: the first page, and the page after this one. A keyset
 * page knows no page before it but the first; the browser's Back returns to the one before.
 */
export function KeysetPager({ cursor, nextCursor, onGo, labels }: KeysetPagerProps) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav className={styles.actions} aria-label={labels.nav}>
      {cursor ? (
        <Button variant="secondary" onClick={() => onGo('')}>
          {labels.first}
        </Button>
      ) : null}
      {nextCursor ? (
        <Button variant="secondary" onClick={() => onGo(nextCursor)}>
          {labels.next}
        </Button>
      ) : null}
    </nav>
  );
}
