import type { ReactNode } from 'react';

import styles from '../../../../components/form/form.module.css';

/** One titled part of a posting form. */
export function ListingFormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
