export { calls } from './catalogue';
export type { AuthMode, CallName, CallSpec, HttpMethod } from './catalogue';
export { errorCodes, failureEnvelopeSchema, successEnvelope } from './envelope';
export type { Envelope, ErrorCode, FailureEnvelope, SuccessEnvelope } from './envelope';

// Request and reply schemas of the calls the API implements, by domain. Named one by one:
// tsx loads this package as CommonJS, where `export *` is invisible to ESM importers.
export {
  paging,
  queryText,
  queryWholeNumber,
  queryId,
  queryDecimal,
  queryFlag,
  queryChoice,
  pagingFields,
  pagingQuery,
  formText,
  listEnvelope,
  fileUrl,
  isoDateTime,
} from './schemas/common';
export {
  parameterTypes,
  parameterSchema,
  categorySummarySchema,
  categorySchema,
  getCategoriesQuery,
  getCategoriesReply,
  facilitySchema,
  getFacilitiesQuery,
  getFacilitiesReply,
} from './schemas/categories';
export type { Parameter, Category, CategorySummary, Facility, GetCategoriesQuery } from './schemas/categories';
export {
  propertyTypes,
  propertyTypeCodes,
  rentDurations,
  requestStatuses,
  listingStatus,
  postedSinceDays,
  postedSinceCodes,
  propertySorts,
  propertyFilterFields,
  getPropertyQuery,
  boundingBoxFields,
  getPropertyListQuery,
  getNearbyPropertiesQuery,
  galleryImageSchema,
  documentSchema,
  assignedFacilitySchema,
  propertyParameterSchema,
  propertySchema,
  getPropertyReply,
  getPropertyListReply,
  getNearbyPropertiesReply,
} from './schemas/properties';
export type {
  PropertyType,
  PostedSince,
  PropertySort,
  Property,
  GetPropertyQuery,
  GetPropertyListQuery,
  GetNearbyPropertiesQuery,
  PropertyReply,
} from './schemas/properties';
export {
  projectTypes,
  projectPlanSchema,
  projectOwnerSchema,
  projectSchema,
  getProjectsQuery,
  getProjectsReply,
  getProjectDetailQuery,
  getProjectDetailReply,
} from './schemas/projects';
export type { Project, GetProjectsQuery, GetProjectDetailQuery } from './schemas/projects';
export {
  verificationStatuses,
  languageSummarySchema,
  webSettingsSchema,
  webSettingsKeys,
  getWebSettingsReply,
  getLanguagesQuery,
  languageWithFileSchema,
  getLanguagesListReply,
  getLanguageReply,
  getLanguagesReply,
} from './schemas/settings';
export type { WebSettings, LanguageSummary, LanguageWithFile, GetLanguagesQuery } from './schemas/settings';
export { cityDataSchema, getCitiesDataQuery, getCitiesDataReply } from './schemas/cities';
export type { CityData } from './schemas/cities';
export {
  homepageSectionLimit,
  agentSchema,
  articleSchema,
  faqSchema,
  sliderItemSchema,
  homepageDataSchema,
  getHomepageDataReply,
} from './schemas/homepage';
export type { Agent, Article, Faq, SliderItem, HomepageData } from './schemas/homepage';
