import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';
import { Link, NavLink, useLocation } from '@domus/shared/routing';
import { MenuIcon } from '@domus/shared/ui';
import { useId, useState } from 'react';

import styles from './header.module.css';
import { UnreadLinks } from '../live/unread-links';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

const navigation = [
  ['/', 'nav.home'],
  ['/properties', 'nav.properties'],
  ['/projects', 'nav.projects'],
  ['/agents', 'nav.agents'],
  ['/articles', 'nav.articles'],
  ['/mortgage-calculator', 'nav.mortgageCalculator'],
  ['/subscription-plan', 'nav.plans'],
] as const;

/**
 * The site's header: one row on every screen. On a phone the main navigation folds behind a
 * menu button (header.module.css), so the page starts right below the header.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: choosing a page closes it.
  const [openedOn, setOpenedOn] = useState<string | undefined>();
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : undefined);
  const navigationId = useId();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {settings?.company_name ?? 'Domus'}
      </Link>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={navigationId}
        aria-label={t('header.menu')}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <MenuIcon size={22} />
      </button>
      <nav
        id={navigationId}
        aria-label={t('header.mainNavigation')}
        className={styles.nav}
        data-open={menuOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMenuOpen(false);
        }}
      >
        {navigation.map(([to, key]) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            className={({ isActive }) => (isActive ? styles.active : undefined)}
          >
            {t(key)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.tools}>
        <LanguageSwitcher />
        <UnreadLinks />
        <UserMenu />
      </div>
    </header>
  );
}
