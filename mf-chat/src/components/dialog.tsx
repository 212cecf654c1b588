import { useEffect, useId, useRef, type ReactNode } from 'react';

import styles from './chat.module.css';

export interface DialogProps {
  title: string;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus moves into it, Escape or a click on the backdrop closes it. */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        tabIndex={-1}
        className={styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
        <div className={styles.dialogActions}>{actions}</div>
      </div>
    </div>
  );
}
