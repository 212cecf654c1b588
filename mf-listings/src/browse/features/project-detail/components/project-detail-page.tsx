import { useTranslation } from '@domus/shared/i18n';
import { useParams } from '@domus/shared/routing';

import { DescriptionBlock, DetailBlock, DetailLayout } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import { DocumentsList } from '../../../../components/documents-list';
import { LocationBlock } from '../../../../components/location-block';
import { NotFoundMessage } from '../../../../components/not-found-message';
import pageStyles from '../../../../components/page.module.css';
import { PageStates } from '../../../../components/page-states';
import { ShareLinks } from '../../../../components/share-links';
import { useMetaTags } from '../../../../hooks/use-meta-tags';
import type { WholeProject } from '../../../../types/listings';
import { addressLine, coordinatesOf, listingDocuments, projectImages } from '../../../../lib/listing-view';
import { pageMetaFrom } from '../../../../lib/page-meta';
import { plainText } from '../../../../lib/plain-text';
import { useProject } from '../api/get-project-detail';
import styles from './project-detail.module.css';
import { ProjectHeader } from './project-header';
import { ProjectTeaser } from './project-teaser';

/** `/project-details/:slug_id` */
export function ProjectDetailPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const query = useProject(slugId);
  const project = query.data;
  useMetaTags(project ? pageMetaFrom(project, project.image) : undefined);

  return (
    <PageStates
      query={query}
      found={(reply) => reply}
      failedTitle={t('project.errorTitle')}
      notFound={
        <NotFoundMessage
          title={t('notFound.project.title')}
          text={t('notFound.project.text')}
          backTo="/"
          backLabel={t('notFound.project.back')}
        />
      }
      framed
    >
      {(shown) =>
        // The API decides who sees the whole project (owner, admin, project_access); others get its teaser.
        shown.access === 'full' ? (
          <ProjectDetail project={shown} />
        ) : (
          <ProjectTeaser project={shown} access={shown.access} />
        )
      }
    </PageStates>
  );
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
        <ProjectHeader project={project}>
          <ShareLinks title={project.title} />
        </ProjectHeader>

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
