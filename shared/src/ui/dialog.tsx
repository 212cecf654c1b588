import { useEffect, useId, useRef, type ReactNode } from 'react';

import { BidiText } from './bidi-text';
import styles from './dialog.module.css';
import { keepFocusInside } from './keep-focus-inside';

export interface DialogProps {
  title: string;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves into it and stays there (Tab cycles through its controls), Escape
 * or a click on the backdrop closes it, and focus goes back to what had it (the button that
 * opened it) when it closes.
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => opener?.focus();
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
          else keepFocusInside(event);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          <BidiText>{title}</BidiText>
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
