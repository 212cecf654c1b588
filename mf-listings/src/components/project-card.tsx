import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';
import { Link } from '@domus/shared/routing';
import { projectPagePath } from '@domus/shared/contract/page-paths';

import type { Project } from '../types/listings';
import { addressLine } from '../lib/listing-view';
import { ListingImage } from './listing-image';
import styles from './property-card.module.css';

/** A project in a list, drawn like a property card: photo, stage badge, title and place, linking to its page. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('listings');
  return (
    <article className={styles.card} data-testid="project-card">
      <Link to={projectPagePath(project.slug_id)} className={styles.link}>
        <div className={styles.media}>
          <ListingImage src={project.image} alt="" className={styles.image} />
          {project.type ? (
            <span className={styles.badge}>{t(`projectType.${project.type}`, { defaultValue: project.type })}</span>
          ) : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>
            <bdi>{project.title}</bdi>
          </h3>
          <p className={styles.meta}>
            <span>
              <bdi>{addressLine({ city: project.city, state: project.state, country: project.country })}</bdi>
            </span>
            {project.category?.category ? (
              <span className={styles.category}>
                <bdi>{translatedName(project.category)}</bdi>
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}
