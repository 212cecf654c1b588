import { SaveSearchButton, type SaveSearchButtonProps } from './save-search-button';
import styles from './saved-searches.module.css';

/** The heading of /properties and /map with "Save search" at its end (below it on a narrow phone). */
export function SearchHeading({ title, ...save }: SaveSearchButtonProps & { title: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      <SaveSearchButton {...save} />
    </div>
  );
}
