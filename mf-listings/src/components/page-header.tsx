import type { ReactNode } from 'react';

import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  /** A line on what the page lists. */
  description: string;
  /** What follows it in the header: a count, a search. */
  children?: ReactNode;
}

/** A list page's heading: its title, what it lists, and what goes with them. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {children}
    </header>
  );
}
