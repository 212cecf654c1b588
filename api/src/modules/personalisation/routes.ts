import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calls,
  deletePersonalisedFieldsReply,
  getFacilitiesForFilterQuery,
  getFacilitiesForFilterReply,
  getFilterDataReply,
  getPersonalisedFieldsReply,
  getUserRecommendationQuery,
  getUserRecommendationReply,
  personalisedFieldsBody,
  storePersonalisedFieldsReply,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { getFacilities } from '../facilities/service';
import { PersonalisationService } from './service';

export const personalisationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const personalisation = new PersonalisationService(deps);

  app.route({
    ...callRoute(calls.storePersonalisedFields),
    schema: {
      tags: ['personalisation'],
      summary: 'Save feed preferences: category_ids, outdoor_facilitiy_ids, price_range "min,max", property_type, city',
      body: personalisedFieldsBody,
      response: { 200: storePersonalisedFieldsReply },
    },
    handler: async (request) =>
      ok(await personalisation.save(signedInUser(request).id, request.body), undefined, 'Preferences saved'),
  });

  app.route({
    ...callRoute(calls.getPersonalisedFields),
    schema: {
      tags: ['personalisation'],
      summary: 'The saved feed preferences (null when none)',
      response: { 200: getPersonalisedFieldsReply },
    },
    handler: async (request) => ok(await personalisation.find(signedInUser(request).id)),
  });

  app.route({
    ...callRoute(calls.deletePersonalisedFields),
    schema: {
      tags: ['personalisation'],
      summary: 'Forget the feed preferences',
      response: { 200: deletePersonalisedFieldsReply },
    },
    handler: async (request) => {
      await personalisation.remove(signedInUser(request).id);
      return ok(null, undefined, 'Preferences removed');
    },
  });

  app.route({
    ...callRoute(calls.getFilterData),
    schema: {
      tags: ['personalisation'],
      summary: 'What the personalise form offers: categories, facilities, price range, cities, property types',
      response: { 200: getFilterDataReply },
    },
    handler: async () => ok(await personalisation.filterData()),
  });

  app.route({
    ...callRoute(calls.getFacilitiesForFilter),
    schema: {
      tags: ['personalisation'],
      summary: 'Facilities to choose from in the personalise form',
      querystring: getFacilitiesForFilterQuery,
      response: { 200: getFacilitiesForFilterReply },
    },
    handler: async (request) => {
      const { data, total } = await getFacilities(deps, request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute(calls.getUserRecommendation),
    schema: {
      tags: ['personalisation'],
      summary: 'Listings ranked by how many saved preferences they match',
      querystring: getUserRecommendationQuery,
      response: { 200: getUserRecommendationReply },
    },
    handler: async (request) => {
      const { data, total } = await personalisation.recommend(signedInUser(request), request.query);
      return okList(data, total);
    },
  });
};
