import { ErrorState, Spinner } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { Gallery } from '../../../components/gallery';
import { LazyLocationMap } from '../../../components/lazy-location-map';
import { NotFoundMessage } from '../../../components/not-found-message';
import { OwnerCard } from '../../../components/owner-card';
import pageStyles from '../../../components/page.module.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { Project } from '../../../types/listings';
import { addressLine, coordinatesOf, listingDocuments, projectImages, projectOwner } from '../../../utils/listing-view';
import { plainText } from '../../../utils/plain-text';
import { useProject } from '../api/get-project-detail';
import styles from './project-detail.module.css';

/** `/project-details/:slug_id` */
export function ProjectDetailPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const { data: project, isPending, isError, error, refetch } = useProject(slugId);
  useDocumentTitle(project?.title);

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
          message={error.message}
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
  return <ProjectDetail project={project} />;
}

function ProjectDetail({ project }: { project: Project }) {
  const { t } = useTranslation('listings');
  const address = addressLine(project);
  const position = coordinatesOf(project);
  const description = plainText(project.description);
  const documents = listingDocuments(project.documents);
  const plans = (project.plans ?? []).filter((plan) => plan.title || plan.document);
  const owner = projectOwner(project);

  return (
    <div className={pageStyles.page}>
      <article className={styles.detail} data-testid="project-detail">
        <Gallery images={projectImages(project)} title={project.title} />

        <div className={styles.layout}>
          <div className={styles.main}>
            <header className={styles.header}>
              <div className={styles.badges}>
                {project.type ? (
                  <span className={styles.badge}>
                    {t(`projectType.${project.type}`, { defaultValue: project.type })}
                  </span>
                ) : null}
                {project.category?.category ? (
                  <span className={styles.category}>{project.category.category}</span>
                ) : null}
              </div>
              <h1 className={styles.title}>{project.title}</h1>
              {address ? <p className={styles.muted}>{address}</p> : null}
            </header>

            {project.video_link ? (
              <p className={styles.links}>
                <a href={project.video_link} target="_blank" rel="noopener noreferrer">
                  {t('detail.watchVideo')}
                </a>
              </p>
            ) : null}

            {description ? (
              <section className={styles.block} aria-labelledby="project-description-heading">
                <h2 id="project-description-heading" className={styles.blockTitle}>
                  {t('detail.description')}
                </h2>
                <p className={styles.description}>{description}</p>
              </section>
            ) : null}

            {plans.length > 0 ? (
              <section className={styles.block} aria-labelledby="project-plans-heading">
                <h2 id="project-plans-heading" className={styles.blockTitle}>
                  {t('project.plans')}
                </h2>
                <ul className={styles.plans} data-testid="project-plans">
                  {plans.map((plan) => (
                    <li key={plan.id} className={styles.plan}>
                      {plan.document && /\.(png|jpe?g|webp|gif)(\?|$)/i.test(plan.document) ? (
                        <img src={plan.document} alt="" className={styles.planImage} loading="lazy" />
                      ) : null}
                      {plan.document ? (
                        <a href={plan.document} target="_blank" rel="noopener noreferrer">
                          {plan.title || t('project.plan')}
                        </a>
                      ) : (
                        <span>{plan.title}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {documents.length > 0 ? (
              <section className={styles.block} aria-labelledby="project-documents-heading">
                <h2 id="project-documents-heading" className={styles.blockTitle}>
                  {t('detail.documents')}
                </h2>
                <ul className={styles.linkList}>
                  {documents.map((document) => (
                    <li key={document.id}>
                      <a href={document.url} target="_blank" rel="noopener noreferrer">
                        {document.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.block} aria-labelledby="project-location-heading">
              <h2 id="project-location-heading" className={styles.blockTitle}>
                {t('detail.location')}
              </h2>
              {position ? (
                <LazyLocationMap position={position} label={address || project.title} testId="project-map" />
              ) : (
                <p className={styles.muted}>{t('detail.noLocation')}</p>
              )}
            </section>
          </div>

          <aside className={styles.aside}>
            {owner?.name ? (
              <OwnerCard name={owner.name} profile={owner.profile} email={owner.email} mobile={owner.mobile} />
            ) : null}
          </aside>
        </div>
      </article>
    </div>
  );
}
