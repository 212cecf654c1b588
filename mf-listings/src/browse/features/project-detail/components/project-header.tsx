import { translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import type { ReactNode } from 'react';

import { DetailHeader } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import type { Project, WholeProject } from '../../../../types/listings';
import { addressLine } from '../../../../lib/listing-view';

/** A project's title, type, category and place, on its whole page and on its teaser alike. */
export function ProjectHeader({ project, children }: { project: Project | WholeProject; children?: ReactNode }) {
  const { t } = useTranslation('listings');
  const address = addressLine(project);
  return (
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
      {children}
    </DetailHeader>
  );
}
