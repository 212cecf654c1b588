import { guardRoutes, loginPath } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { Link, useLocation } from '@domus/shared/routing';
import { buttonClassName } from '@domus/shared/ui';

import { DetailBlock } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import { Gallery } from '../../../../components/gallery';
import pageStyles from '../../../../components/page.module.css';
import type { Project } from '../../../../types/listings';
import styles from './project-detail.module.css';
import { ProjectHeader } from './project-header';

export interface ProjectTeaserProps {
  project: Project;
  /** What the whole project needs: a visitor signs in, a member takes a plan with project access. */
  access: 'sign_in' | 'package';
}

/** The public face of a project for a reader who may not see all of it, with the way to the rest. */
export function ProjectTeaser({ project, access }: ProjectTeaserProps) {
  const { t } = useTranslation('listings');
  const { pathname } = useLocation();
  const next =
    access === 'sign_in'
      ? {
          title: t('project.signInTitle'),
          text: t('project.signInText'),
          to: loginPath(pathname),
          label: t('project.signIn'),
        }
      : {
          title: t('project.packageTitle'),
          text: t('project.packageText'),
          to: guardRoutes.subscriptionPlan,
          label: t('project.seePlans'),
        };

  return (
    <div className={pageStyles.page}>
      <article className={layoutStyles.detail}>
        <Gallery images={project.image ? [{ url: project.image }] : []} title={project.title} />
        <ProjectHeader project={project} />
        <DetailBlock headingId="project-access-heading" title={next.title}>
          <p className={styles.accessText}>{next.text}</p>
          <Link to={next.to} className={buttonClassName()}>
            {next.label}
          </Link>
        </DetailBlock>
      </article>
    </div>
  );
}
