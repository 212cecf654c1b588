import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../app-deps';
import { categoryRoutes } from './categories/routes';
import { cityRoutes } from './cities/routes';
import { facilityRoutes } from './facilities/routes';
import { homepageRoutes } from './homepage/routes';
import { languageRoutes } from './languages/routes';
import { projectRoutes } from './projects/routes';
import { propertyRoutes } from './properties/routes';
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
  homepageRoutes,
];
