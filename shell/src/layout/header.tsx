import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';
import { Link, NavLink } from '@domus/shared/routing';

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

export function Header() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {settings?.company_name ?? 'Domus'}
      </Link>
      <nav aria-label={t('header.mainNavigation')} className={styles.nav}>
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
