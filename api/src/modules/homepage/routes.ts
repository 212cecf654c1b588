import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import {
  getAdvanceFilterData,
  getHomepageSections,
  getOtherSections,
  getPropertiesByCity,
  getPropertiesOnMap,
  getProjectSections,
  getPropertySections,
} from './sections';
import { getHomepageData } from './service';

export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('homepageData', {
      tags: ['homepage'],
      summary:
        'Every home page section (slider, featured, most viewed/liked, categories, projects, agents, articles, FAQs), 12 items at most',
    }),
    handler: async (request) => ok(await getHomepageData(deps, app.services, readerOf(request))),
  });

  app.route({
    ...callRoute('homepageSections', {
      tags: ['homepage'],
      summary: 'The home page sections in page order, titled in the default and the reader’s language',
    }),
    handler: async () => ok(await getHomepageSections(deps)),
  });

  app.route({
    ...callRoute('homepagePropertySections', {
      tags: ['homepage'],
      summary: 'Featured, nearby, most viewed, most liked and premium properties; around a point when one is given',
    }),
    handler: async (request) => ok(await getPropertySections(app.services, request.query, readerOf(request))),
  });

  app.route({
    ...callRoute('homepageProjectSections', { tags: ['homepage'], summary: 'The latest and the featured projects' }),
    handler: async (request) => ok(await getProjectSections(app.services, readerOf(request))),
  });

  app.route({
    ...callRoute('homepageOtherSections', {
      tags: ['homepage'],
      summary: 'Slider, categories, agents, articles, FAQs and (signed in) recommendations',
    }),
    handler: async (request) => ok(await getOtherSections(deps, app.services, readerOf(request))),
  });

  app.route({
    ...callRoute('homepagePropertiesOnMap', {
      tags: ['homepage'],
      summary: 'Properties for the home page map: nearest a given point first, else the newest',
    }),
    handler: async (request) => ok(await getPropertiesOnMap(app.services, request.query, readerOf(request))),
  });

  app.route({
    ...callRoute('homepagePropertiesByCity', {
      tags: ['homepage'],
      summary: 'The cities with most listings, with whether every one has a picture',
    }),
    handler: async () => ok(await getPropertiesByCity(deps)),
  });

  app.route({
    ...callRoute('propertyAdvanceFilterData', {
      tags: ['homepage'],
      summary: 'What the advanced search filters by: the categories’ parameters and the nearby facilities',
    }),
    handler: async () => ok(await getAdvanceFilterData(deps, app.services)),
  });
};
