import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calls,
  getHomepageDataReply,
  homepageOtherSectionsReply,
  homepagePointQuery,
  homepageProjectSectionsReply,
  homepagePropertiesByCityReply,
  homepagePropertiesOnMapReply,
  homepagePropertySectionsReply,
  homepageSectionsReply,
  propertyAdvanceFilterDataReply,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
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

export const homepageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute(calls.homepageData),
    schema: {
      tags: ['homepage'],
      summary:
        'Every home page section (slider, featured, most viewed/liked, categories, projects, agents, articles, FAQs), 12 items at most',
      response: { 200: getHomepageDataReply },
    },
    handler: async (request) => ok(await getHomepageData(deps, readerOf(request))),
  });

  app.route({
    ...callRoute(calls.homepageSections),
    schema: {
      tags: ['homepage'],
      summary: 'The home page sections in page order, titled in the default and the reader’s language',
      response: { 200: homepageSectionsReply },
    },
    handler: async () => ok(await getHomepageSections(deps)),
  });

  app.route({
    ...callRoute(calls.homepagePropertySections),
    schema: {
      tags: ['homepage'],
      summary: 'Featured, nearby, most viewed, most liked and premium properties; around a point when one is given',
      querystring: homepagePointQuery,
      response: { 200: homepagePropertySectionsReply },
    },
    handler: async (request) => ok(await getPropertySections(deps, request.query, readerOf(request))),
  });

  app.route({
    ...callRoute(calls.homepageProjectSections),
    schema: {
      tags: ['homepage'],
      summary: 'The latest and the featured projects',
      querystring: homepagePointQuery,
      response: { 200: homepageProjectSectionsReply },
    },
    handler: async (request) => ok(await getProjectSections(deps, readerOf(request))),
  });

  app.route({
    ...callRoute(calls.homepageOtherSections),
    schema: {
      tags: ['homepage'],
      summary: 'Slider, categories, agents, articles, FAQs and (signed in) recommendations',
      querystring: homepagePointQuery,
      response: { 200: homepageOtherSectionsReply },
    },
    handler: async (request) => ok(await getOtherSections(deps, readerOf(request))),
  });

  app.route({
    ...callRoute(calls.homepagePropertiesOnMap),
    schema: {
      tags: ['homepage'],
      summary: 'Properties for the home page map: nearest a given point first, else the newest',
      querystring: homepagePointQuery,
      response: { 200: homepagePropertiesOnMapReply },
    },
    handler: async (request) => ok(await getPropertiesOnMap(deps, request.query, readerOf(request))),
  });

  app.route({
    ...callRoute(calls.homepagePropertiesByCity),
    schema: {
      tags: ['homepage'],
      summary: 'The cities with most listings, with whether every one has a picture',
      response: { 200: homepagePropertiesByCityReply },
    },
    handler: async () => ok(await getPropertiesByCity(deps)),
  });

  app.route({
    ...callRoute(calls.propertyAdvanceFilterData),
    schema: {
      tags: ['homepage'],
      summary: 'What the advanced search filters by: the categories’ parameters and the nearby facilities',
      response: { 200: propertyAdvanceFilterDataReply },
    },
    handler: async () => ok(await getAdvanceFilterData(deps)),
  });
};
