import { useTranslation } from '@domus/shared/i18n';
import { NavLink } from '@domus/shared/routing';
import { useDocumentTitle } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import { consolePaths } from '../lib/console-paths';
import { useConsoleScreens } from '../lib/use-console-screens';
import styles from './console.module.css';

/** The console's navigation: its overview and every screen it has. */
function ConsoleNav() {
  const { t } = useTranslation('admin');
  const consoleScreens = useConsoleScreens();
  const links = [
    { path: consolePaths.overview, label: t('console.overview') },
    ...consoleScreens.map((screen) => ({ path: screen.path, label: t(`screens.${screen.key}.title`) })),
  ];
  return (
    <nav className={styles.nav} aria-label={t('console.navigation')}>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.path}>
            {/* `end`: the overview is current on /admin only, not below it. */}
            <NavLink to={link.path} end className={styles.navLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of the console: its navigation, then one h1 that is also the tab title. */
export function ConsolePage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <ConsoleNav />
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
