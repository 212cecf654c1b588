import type { Project as WholeProject, Property, ProjectView } from '@domus/shared/contract';

/** The objects this remote's pages show, as the contract's reply schemas describe them. */
export type {
  Agent,
  AgentPage,
  Article,
  ArticleCategory,
  Category,
  CategorySummary,
  CityData as City,
  Faq,
  HomepageData,
  OwnProject,
  OwnProperty,
  Property,
  SliderItem,
} from '@domus/shared/contract';

/** A project as its reader may see it: whole (`access: 'full'`) or its teaser. */
export type Project = ProjectView;
/** A project with every field: its owner's, an admin's, or a member's whose package opens projects. */
export type { WholeProject };
export type ProjectOwner = WholeProject['customer'];
/** A document of a listing (property or project). */
export type ListingFile = Property['documents'][number];
export type PropertyParameter = Property['parameters'][number];
export type AssignedFacility = Property['assign_facilities'][number];
