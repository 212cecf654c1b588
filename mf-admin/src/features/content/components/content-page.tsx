import { useTranslation } from '@domus/shared/i18n';
import { NavLink } from '@domus/shared/routing';
import type { ReactNode } from 'react';

import { ConsolePage } from '../../../components/console-page';
import { contentSections } from '../lib/content-sections';
import styles from './content.module.css';

/** The Content screen's sections as tabs: links, so each section has its address. */
function ContentSectionsNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('content.sections')} className={styles.sections}>
      <ul className={styles.sectionList}>
        {contentSections.map((section) => (
          <li key={section.key}>
            <NavLink to={section.path} end className={styles.sectionLink}>
              {t(`content.${section.key}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of the Content screen (routes.tsx lets admins alone in): the console's page, the sections' tabs, then the section. */
export function ContentPage({
  section,
  children,
}: {
  section: (typeof contentSections)[number]['key'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConsolePage title={`${t(`content.${section}.title`)} · ${t('screens.content.title')}`}>
      <ContentSectionsNav />
      {children}
    </ConsolePage>
  );
}
