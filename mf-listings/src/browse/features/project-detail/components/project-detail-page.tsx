import { translatedName } from '@domus/shared/format';
import { ErrorState, Spinner } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useParams } from '@domus/shared/routing';

import { DescriptionBlock, DetailBlock, DetailHeader, DetailLayout } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import { DocumentsList } from '../../../../components/documents-list';
import { LocationBlock } from '../../../../components/location-block';
import { NotFoundMessage } from '../../../../components/not-found-message';
import pageStyles from '../../../../components/page.module.css';
import { ShareLinks } from '../../../../components/share-links';
import { useMetaTags } from '../../../../hooks/use-meta-tags';
import type { WholeProject } from '../../../../types/listings';
import { addressLine, coordinatesOf, listingDocuments, projectImages } from '../../../../utils/listing-view';
import { pageMetaFrom } from '../../../../utils/page-meta';
import { plainText } from '../../../../utils/plain-text';
import { useProject } from '../api/get-project-detail';
import styles from './project-detail.module.css';
import { ProjectTeaser } from './project-teaser';

/** `/project-details/:slug_id` */
export function ProjectDetailPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const { data: project, isPending, isError, error, refetch } = useProject(slugId);
  useMetaTags(project ? pageMetaFrom(project, project.image) : undefined);

  if (isPending) {
    return (
      <div className={pageStyles.page}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={pageStyles.page}>
        <ErrorState
          title={t('project.errorTitle')}
          message={<ApiErrorText error={error} />}
          onRetry={() => void refetch()}
          retryLabel={t('state.retry')}
        />
      </div>
    );
  }
  if (!project) {
    return (
      <div className={pageStyles.page}>
        <NotFoundMessage
          title={t('notFound.project.title')}
          text={t('notFound.project.text')}
          backTo="/"
          backLabel={t('notFound.project.back')}
        />
      </div>
    );
  }
  // The API decides who sees the whole project (owner, admin, project_access); others get its teaser.
  if (project.access !== 'full') return <ProjectTeaser project={project} access={project.access} />;
  return <ProjectDetail project={project} />;
}

function ProjectDetail({ project }: { project: WholeProject }) {
  const { t } = useTranslation('listings');
  const address = addressLine(project);
  const plans = project.plans.filter((plan) => plan.title || plan.document);

  return (
    <div className={pageStyles.page}>
      <DetailLayout
        testId="project-detail"
        title={project.title}
        images={projectImages(project)}
        owner={project.customer}
      >
        <DetailHeader
          title={project.title}
          badge={project.type ? t(`projectType.${project.type}`, { defaultValue: project.type }) : null}
          category={project.category && translatedName(project.category)}
        >
          {address ? (
            <p className={layoutStyles.muted}>
              <bdi>{address}</bdi>
            </p>
          ) : null}
          <ShareLinks title={project.title} />
        </DetailHeader>

        {project.video_link ? (
          <p className={styles.links}>
            <a href={project.video_link} target="_blank" rel="noopener noreferrer" className={layoutStyles.link}>
              {t('detail.watchVideo')}
            </a>
          </p>
        ) : null}

        <DescriptionBlock headingId="project-description-heading" text={plainText(project.description)} />

        {plans.length > 0 ? (
          <DetailBlock headingId="project-plans-heading" title={t('project.plans')}>
            <ul className={styles.plans} data-testid="project-plans">
              {plans.map((plan) => (
                <li key={plan.id} className={styles.plan}>
                  {plan.document && /\.(png|jpe?g|webp|gif)(\?|$)/i.test(plan.document) ? (
                    <img src={plan.document} alt="" className={styles.planImage} loading="lazy" />
                  ) : null}
                  {plan.document ? (
                    <a href={plan.document} target="_blank" rel="noopener noreferrer" className={layoutStyles.link}>
                      {plan.title ? <bdi>{plan.title}</bdi> : t('project.plan')}
                    </a>
                  ) : (
                    <span>
                      <bdi>{plan.title}</bdi>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </DetailBlock>
        ) : null}

        <DocumentsList headingId="project-documents-heading" documents={listingDocuments(project.documents)} />
        <LocationBlock
          headingId="project-location-heading"
          position={coordinatesOf(project)}
          label={address || project.title}
          mapTestId="project-map"
        />
      </DetailLayout>
    </div>
  );
}
