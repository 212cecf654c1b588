import type {
  Agent as ContractAgent,
  AgentPage as ContractAgentPage,
  Article as ContractArticle,
  ArticleCategory as ContractArticleCategory,
  Category as ContractCategory,
  CityData as ContractCity,
  HomepageData as ContractHomepageData,
  Project as ContractProject,
  ProjectAccess,
  ProjectView as ContractProjectView,
  Property as ContractProperty,
} from '@domus/shared/contract';

/**
 * The fields of the replies this remote reads (docs/api-shapes.md), loose enough for older
 * servers. The contract's reply types must fit them: see `ContractFits` at the end.
 */

export type PropertyType = 'sell' | 'rent' | 'sold' | 'rented';

export interface CategorySummary {
  id: number;
  category: string;
  /** `category` in the page's language (older servers send none). */
  translated_name?: string | null;
  image?: string | null;
  slug_id?: string | null;
}

export interface Category extends CategorySummary {
  properties_count?: number;
}

export interface GalleryImage {
  id: number;
  image?: string | null;
  image_url?: string | null;
  thumb_url?: string | null;
}

export interface PropertyDocument {
  id: number;
  file_name?: string | null;
  file?: string | null;
}

export interface AssignedFacility {
  id: number;
  facility_id?: number;
  name: string;
  translated_name?: string | null;
  image?: string | null;
  distance?: number | string | null;
}

export interface PropertyParameter {
  id: number;
  name: string;
  translated_name?: string | null;
  type_of_parameter?: string | null;
  image?: string | null;
  value?: string | number | boolean | readonly (string | number)[] | null;
  /** `value` in the page's language when it is one of the parameter's choices, else `value`. */
  translated_value?: string | null;
}

export interface Property {
  id: number;
  slug_id: string;
  title: string;
  description?: string | null;
  price: number | string;
  category?: CategorySummary | null;
  property_type: PropertyType | string;
  rentduration?: string | null;
  title_image?: string | null;
  title_image_thumb?: string | null;
  three_d_image?: string | null;
  gallery?: readonly GalleryImage[] | null;
  documents?: readonly PropertyDocument[] | null;
  address?: string | null;
  client_address?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  video_link?: string | null;
  post_created?: string | null;
  created_at?: string | null;
  total_view?: number | null;
  is_premium?: boolean | number | null;
  promoted?: boolean | number | null;
  assign_facilities?: readonly AssignedFacility[] | null;
  parameters?: readonly PropertyParameter[] | null;
  customer_name?: string | null;
  customer_id?: number | null;
  customer_slug_id?: string | null;
  profile?: string | null;
  email?: string | null;
  mobile?: string | null;
  is_verified?: boolean | number;
  category_id?: number | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
  /** 1 active, 0 inactive (the owner's switch). */
  status?: number | null;
  request_status?: string | null;
  total_favourite_users?: number | null;
  total_interested_users?: number | null;
  /** Per-reader flags: 0 for a visitor. */
  is_favourite?: number | boolean | null;
  is_interested?: number | boolean | null;
  is_reported?: number | boolean | null;
}

export interface ProjectFile {
  id: number;
  name?: string | null;
  image?: string | null;
  image_url?: string | null;
  thumb_url?: string | null;
  file?: string | null;
  file_name?: string | null;
}

export interface ProjectPlan {
  id: number;
  title: string;
  document?: string | null;
}

export interface ProjectOwner {
  id?: number;
  name?: string | null;
  profile?: string | null;
  email?: string | null;
  mobile?: string | null;
  /** A verified agent: the card shows a badge. */
  is_verified?: boolean | number;
}

export interface Project {
  id: number;
  slug_id: string;
  title: string;
  description?: string | null;
  image?: string | null;
  type?: string | null;
  category?: CategorySummary | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  location?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  video_link?: string | null;
  gallery_images?: readonly ProjectFile[] | null;
  gallery?: readonly ProjectFile[] | null;
  documents?: readonly ProjectFile[] | null;
  plans?: readonly ProjectPlan[] | null;
  customer?: ProjectOwner | null;
  customer_name?: string | null;
  profile?: string | null;
  email?: string | null;
  mobile?: string | null;
  is_verified?: boolean | number;
  created_at?: string | null;
  category_id?: number | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
  status?: number | null;
  request_status?: string | null;
  promoted?: boolean | null;
  /** get-project-detail: `full`, or a teaser and what the whole project needs (older servers send none). */
  access?: ProjectAccess | null;
}

export interface City {
  City: string;
  Count: number;
  image?: string | null;
}

export interface Agent {
  id: number;
  name: string;
  email?: string | null;
  profile?: string | null;
  slug_id?: string | null;
  property_count?: number;
  projects_count?: number;
  is_verified?: boolean | number;
  /** The site's own entry (agent-list puts it first). */
  is_admin?: boolean;
}

/** agent-properties: the agent and the list asked for (the other one is empty). */
export interface AgentPage {
  customer_data?: Agent;
  /** The same agent, as servers before customer_data sent it. */
  customer?: Agent;
  properties: readonly Property[];
  projects: readonly Project[];
}

export interface ArticleCategory {
  id: number;
  name: string;
  translated_name?: string | null;
  slug_id?: string | null;
  articles_count?: number;
}

export interface Article {
  id: number;
  slug_id?: string | null;
  title: string;
  description?: string | null;
  image?: string | null;
  created_at?: string | null;
  category?: Omit<ArticleCategory, 'articles_count'> | null;
  meta_title?: string | null;
  meta_description?: string | null;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

/** A slider entry: a property (under `property`, or flat), a project, a category or a plain link. */
export interface SliderItem extends Partial<Omit<Property, 'id'>> {
  id?: number;
  image?: string | null;
  web_image?: string | null;
  link?: string | null;
  property?: Property | null;
  project?: Project | null;
}

export interface HomepageData {
  slider_section?: readonly SliderItem[];
  featured_section?: readonly Property[];
  most_viewed_properties?: readonly Property[];
  most_liked_properties?: readonly Property[];
  categories_section?: readonly Category[];
  project_section?: readonly Project[];
  project_featured_section?: readonly Project[];
  agents_list?: readonly Agent[];
  article_section?: readonly Article[];
  faq_section?: readonly Faq[];
}

type Fits<Sent, Read> = [Sent] extends [Read] ? true : false;
type Assert<Check extends true> = Check;

/** Fails to compile when a contract reply no longer fits what these pages read. */
export type ContractFits = [
  Assert<Fits<ContractProperty, Property>>,
  Assert<Fits<ContractProject, Project>>,
  Assert<Fits<ContractProjectView, Project>>,
  Assert<Fits<ContractCategory, Category>>,
  Assert<Fits<ContractCity, City>>,
  Assert<Fits<ContractAgent, Agent>>,
  Assert<Fits<ContractArticle, Article>>,
  Assert<Fits<ContractArticleCategory, ArticleCategory>>,
  Assert<Fits<ContractAgentPage, AgentPage>>,
  Assert<Fits<ContractHomepageData, HomepageData>>,
];
