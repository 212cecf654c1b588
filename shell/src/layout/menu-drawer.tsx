import { useTranslation } from '@domus/shared/i18n';
import { useLocation } from '@domus/shared/routing';
import { CloseIcon, keepFocusInside, MenuIcon } from '@domus/shared/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import styles from './header.module.css';

/**
 * The phone's navigation: a menu button opening a drawer from the inline start. The drawer is a
 * modal <dialog>: the page behind it is inert, Escape closes it and focus goes back to the
 * button. Tabbing cycles through the drawer instead of leaving for the browser's own controls.
 * A click outside it or a chosen page closes it too.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The drawer is open for the page it was opened on: choosing a page closes it.
  const [openedOn, setOpenedOn] = useState<string | undefined>();
  const open = openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : undefined);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={t('header.menu')}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={22} />
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // The dialog element itself is only hit on its backdrop: its panel fills it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        {open ? (
          <div className={styles.drawerPanel}>
            <div className={styles.drawerHeader}>
              <h2 id={titleId}>{t('header.menu')}</h2>
              <button
                type="button"
                className={styles.drawerClose}
                aria-label={t('header.closeMenu')}
                onClick={() => setOpen(false)}
              >
                <CloseIcon size={22} />
              </button>
            </div>
            {children}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
