import styles from './chat.module.css';

/** A person's picture, or the first letter of their name when they have none. */
export function Avatar({ name, src }: { name: string; src: string }) {
  if (src) return <img className={styles.avatar} src={src} alt="" loading="lazy" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      <bdi>{name.trim().charAt(0).toUpperCase() || '?'}</bdi>
    </span>
  );
}
