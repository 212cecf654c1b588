import type { ReactNode } from 'react';

import styles from './home.module.css';

/** A titled block of the home page; absent when the API sent nothing for it. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid={`home-${id}`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
