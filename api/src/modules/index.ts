import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../app-deps';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { advertisementRoutes } from './advertisements/routes';
import { categoryRoutes } from './categories/routes';
import { chatRoutes } from './chat/routes';
import { cityRoutes } from './cities/routes';
import { dashboardRoutes } from './dashboard/routes';
import { engagementRoutes } from './engagement/routes';
import { facilityRoutes } from './facilities/routes';
import { homepageRoutes } from './homepage/routes';
import { languageRoutes } from './languages/routes';
import { listingRoutes } from './listings/routes';
import { moderationRoutes } from './moderation/routes';
import { notificationRoutes } from './notifications/routes';
import { packageRoutes } from './packages/routes';
import { paymentRoutes } from './payments/routes';
import { personalisationRoutes } from './personalisation/routes';
import { projectRoutes } from './projects/routes';
import { propertyRoutes } from './properties/routes';
import { verificationRoutes } from './verification/routes';
import { webSettingsRoutes } from './web-settings/routes';

/** Every route module, registered under /api. */
export const apiModules: FastifyPluginAsyncZod<ModuleOptions>[] = [
  webSettingsRoutes,
  languageRoutes,
  categoryRoutes,
  facilityRoutes,
  cityRoutes,
  propertyRoutes,
  projectRoutes,
  listingRoutes,
  homepageRoutes,
  accountRoutes,
  verificationRoutes,
  personalisationRoutes,
  notificationRoutes,
  dashboardRoutes,
  packageRoutes,
  paymentRoutes,
  adminRoutes,
  engagementRoutes,
  advertisementRoutes,
  moderationRoutes,
  chatRoutes,
];
