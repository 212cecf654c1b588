import { isolate } from '@domus/shared/format';
import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import styles from './footer.module.css';

const links = [
  [pagePaths.aboutUs, 'footer.about'],
  [pagePaths.contactUs, 'footer.contact'],
  [pagePaths.faqs, 'footer.faqs'],
  [pagePaths.privacyPolicy, 'footer.privacy'],
  [pagePaths.termsConditions, 'footer.terms'],
  [pagePaths.cities, 'footer.cities'],
  [pagePaths.areaConverter, 'footer.areaConverter'],
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.navigation')} className={styles.links}>
        {links.map(([to, key]) => (
          <Link key={to} to={to}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <p>
        {t('footer.copyright', {
          company: isolate(settings?.company_name ?? 'Domus'),
          year: new Date().getFullYear(),
        })}
      </p>
    </footer>
  );
}
