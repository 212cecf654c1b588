import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { advertisementRoutes } from './advertisements/routes';
import { agentRoutes } from './agents/routes';
import { articleRoutes } from './articles/routes';
import { bannerRoutes } from './banners/routes';
import { categoryAdminRoutes } from './categories/admin-routes';
import { categoryRoutes } from './categories/routes';
import { chatRoutes } from './chat/routes';
import { cityRoutes } from './cities/routes';
import { contactRoutes } from './contact/routes';
import { contentAdminRoutes } from './content-admin/routes';
import { dashboardRoutes } from './dashboard/routes';
import { engagementRoutes } from './engagement/routes';
import { nearbyPlaceAdminRoutes } from './facilities/admin-routes';
import { facilityRoutes } from './facilities/routes';
import { faqRoutes } from './faqs/routes';
import { homepageRoutes } from './homepage/routes';
import { languageRoutes } from './languages/routes';
import { listingRoutes } from './listings/routes';
import { mapRoutes } from './map/routes';
import { moderationRoutes } from './moderation/routes';
import { caseRoutes } from './moderation/case-routes';
import { mortgageRoutes } from './mortgage/routes';
import { notificationRoutes } from './notifications/routes';
import { operatorLogRoutes } from './operator-log/routes';
import { operatorNoticeRoutes } from './operator-notices/routes';
import { operatorOverviewRoutes } from './operator-overview/routes';
import { packageAdminRoutes } from './packages/admin-routes';
import { packageRoutes } from './packages/routes';
import { paymentOperatorRoutes } from './payments/operator-routes';
import { paymentRoutes } from './payments/routes';
import { personalisationRoutes } from './personalisation/routes';
import { priceHistoryRoutes } from './price-history/routes';
import { projectRoutes } from './projects/routes';
import { propertyRoutes } from './properties/routes';
import { savedSearchRoutes } from './saved-searches/routes';
import { siteSettingsRoutes } from './site-settings/routes';
import { verificationRoutes } from './verification/routes';
import { virtualTourRoutes } from './virtual-tours/routes';
import { webSettingsRoutes } from './web-settings/routes';

/**
 * Every module's routes, one folder each, registered under /api in this order (the OpenAPI
 * document lists them so). Each is an encapsulated plugin reading `app.deps`.
 */
export const apiModules: FastifyPluginAsyncZod[] = [
  webSettingsRoutes,
  languageRoutes,
  categoryRoutes,
  facilityRoutes,
  cityRoutes,
  propertyRoutes,
  priceHistoryRoutes,
  projectRoutes,
  listingRoutes,
  mapRoutes,
  homepageRoutes,
  agentRoutes,
  articleRoutes,
  faqRoutes,
  contactRoutes,
  accountRoutes,
  verificationRoutes,
  personalisationRoutes,
  notificationRoutes,
  savedSearchRoutes,
  dashboardRoutes,
  packageRoutes,
  paymentRoutes,
  adminRoutes,
  operatorLogRoutes,
  paymentOperatorRoutes,
  operatorNoticeRoutes,
  siteSettingsRoutes,
  operatorOverviewRoutes,
  contentAdminRoutes,
  categoryAdminRoutes,
  nearbyPlaceAdminRoutes,
  packageAdminRoutes,
  engagementRoutes,
  advertisementRoutes,
  bannerRoutes,
  moderationRoutes,
  caseRoutes,
  virtualTourRoutes,
  chatRoutes,
  mortgageRoutes,
];
