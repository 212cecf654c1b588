import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { projectPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import type { Project } from '../../../../types/listings';
import { addressLine } from '../../../../lib/listing-view';
import styles from './home.module.css';

export function ProjectList({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation('listings');
  return (
    <ul className={styles.cardRow}>
      {projects.map((project) => (
        <li key={project.id}>
          <Link to={projectPagePath(project.slug_id)} className={styles.card} data-testid="project-card">
            <ListingImage src={project.image} alt="" className={styles.cardImage} />
            <span className={styles.cardBody}>
              {project.type ? (
                <span className={styles.tag}>{t(`projectType.${project.type}`, { defaultValue: project.type })}</span>
              ) : null}
              <span className={styles.cardTitle}>
                <bdi>{project.title}</bdi>
              </span>
              <span className={styles.muted}>
                <bdi>{addressLine({ city: project.city, state: project.state, country: project.country })}</bdi>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
