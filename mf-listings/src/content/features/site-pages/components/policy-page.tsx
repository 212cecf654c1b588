import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ContentHtml } from '../../../../components/content-html';
import { PageStates } from '../../../../components/page-states';
import pageStyles from '../../../../components/page.module.css';
import { useSitePage } from '../api/site-page';
import styles from './site-pages.module.css';

/**
 * `/privacy-policy` and `/terms-and-conditions`: the page as the site's operators wrote it in the
 * console, in the reader's language; until they have, a note that points to the contact page.
 */
export function PolicyPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation('listings');
  const query = useSitePage(page);
  const title = t(`sitePages.${page}`);
  useDocumentTitle(title);
  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <PageStates
        query={query}
        found={(html) => (html.trim() ? html : null)}
        failedTitle={t('sitePages.loadFailed')}
        notFound={
          <EmptyState
            title={t('sitePages.unwritten')}
            description={<Link to={pagePaths.contactUs}>{t('sitePages.askUs')}</Link>}
          />
        }
      >
        {(html) => <ContentHtml text={html} />}
      </PageStates>
    </div>
  );
}

export const PrivacyPolicyPage = () => <PolicyPage page="privacy" />;
export const TermsPage = () => <PolicyPage page="terms" />;
