import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';
import { Link, NavLink } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import styles from './header.module.css';
import { UnreadLinks } from '../live/unread-links';
import { LanguageSwitcher } from './language-switcher';
import { MenuDrawer } from './menu-drawer';
import { UserMenu } from './user-menu';

const navigation = [
  ['/', 'nav.home'],
  [pagePaths.properties, 'nav.properties'],
  [pagePaths.projects, 'nav.projects'],
  [pagePaths.agents, 'nav.agents'],
  [pagePaths.articles, 'nav.articles'],
  [pagePaths.mortgageCalculator, 'nav.mortgageCalculator'],
  [pagePaths.subscriptionPlans, 'nav.plans'],
] as const;

/**
 * The site's header: one row on every screen. On a phone the main navigation folds into a
 * drawer behind a menu button (header.module.css), so the page starts right below the header.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const links = navigation.map(([to, key]) => (
    <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
      {t(key)}
    </NavLink>
  ));
  return (
    <header className={styles.header}>
      {/* The brand is a name: never translated, and in its own direction. */}
      <Link to="/" className={styles.brand} translate="no">
        <bdi>{settings?.company_name ?? 'Domus'}</bdi>
      </Link>
      <MenuDrawer>
        <nav aria-label={t('header.mainNavigation')} className={styles.drawerNav}>
          {links}
        </nav>
      </MenuDrawer>
      <nav aria-label={t('header.mainNavigation')} className={styles.nav}>
        {links}
      </nav>
      <div className={styles.tools}>
        <LanguageSwitcher />
        <UnreadLinks />
        <UserMenu />
      </div>
    </header>
  );
}
