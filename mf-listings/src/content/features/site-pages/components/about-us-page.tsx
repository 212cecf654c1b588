import { Link } from '@domus/shared/routing';
import { useSettings } from '@domus/shared/settings';
import { BidiText, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { CompanyDetails } from '../../../../components/company-details';
import { ContentHtml } from '../../../../components/content-html';
import pageStyles from '../../../../components/page.module.css';
import { useSitePage } from '../api/site-page';
import styles from './site-pages.module.css';

/** What the marketplace offers, in the order a visitor meets it. */
const offers = ['browse', 'agents', 'tools', 'post', 'chat', 'verification'] as const;

/**
 * `/about-us`: the page the operators wrote in the console, in the reader's language; until they
 * have (or when it cannot be read), what the site offers in this namespace's words. Under it, the
 * contact details of the settings.
 */
export function AboutUsPage() {
  const { t } = useTranslation('listings');
  const company = useSettings()?.company_name || 'Domus';
  const title = t('about.title', { company });
  const written = useSitePage('about');
  useDocumentTitle(title);
  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <h1 className={styles.title}>
        <BidiText>{t('about.title', { company: isolate(company) })}</BidiText>
      </h1>
      {/* Nothing below the title until the text is known: what follows it would move. */}
      {written.isPending ? (
        <Spinner label={t('state.loading')} />
      ) : (
        <>
          {written.data?.trim() ? (
            <ContentHtml text={written.data} className={styles.lead} />
          ) : (
            <>
              <p className={styles.lead}>{t('about.intro', { company: isolate(company) })}</p>
              <h2 className={styles.sectionTitle}>{t('about.offersTitle')}</h2>
              <ul className={styles.offers}>
                {offers.map((offer) => (
                  <li key={offer}>{t(`about.offers.${offer}`)}</li>
                ))}
              </ul>
            </>
          )}
          <h2 className={styles.sectionTitle}>{t('about.contactTitle')}</h2>
          <CompanyDetails />
          <div className={styles.actions}>
            <Link to={pagePaths.contactUs}>{t('about.writeToUs')}</Link>
            <Link to={pagePaths.properties}>{t('about.browse')}</Link>
            <Link to={pagePaths.agents}>{t('about.meetAgents')}</Link>
          </div>
        </>
      )}
    </div>
  );
}
