import { EmptyState } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import gridStyles from '../../../../components/list-grid.module.css';
import { ProjectCard } from '../../../../components/project-card';
import { PropertyGrid } from '../../../../components/property-grid';
import type { AgentPage } from '../../../../types/listings';
import type { AgentListingKind } from '../api/agents';

/** The agent's properties as the search page shows them, or their projects. */
export function AgentListings({ page, kind }: { page: AgentPage; kind: AgentListingKind }) {
  const { t } = useTranslation('listings');
  if (kind === 'properties') {
    return page.properties.length > 0 ? (
      <PropertyGrid properties={page.properties} label={t('agents.properties')} />
    ) : (
      <EmptyState title={t('agents.noProperties')} />
    );
  }
  return page.projects.length > 0 ? (
    <ul className={gridStyles.listGrid} aria-label={t('agents.projects')}>
      {page.projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  ) : (
    <EmptyState title={t('agents.noProjects')} />
  );
}
