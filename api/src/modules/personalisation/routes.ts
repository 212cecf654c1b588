import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { getFacilities } from '../facilities/service';

export const personalisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { personalisation } = app.services;

  app.route({
    ...callRoute('storePersonalisedFields', {
      tags: ['personalisation'],
      summary: 'Save feed preferences: category_ids, outdoor_facilitiy_ids, price_range "min,max", property_type, city',
    }),
    handler: async (request) =>
      ok(await personalisation.save(signedInUser(request).id, request.body), undefined, 'Preferences saved'),
  });

  app.route({
    ...callRoute('getPersonalisedFields', {
      tags: ['personalisation'],
      summary: 'The saved feed preferences (null when none)',
    }),
    handler: async (request) => ok(await personalisation.find(signedInUser(request).id)),
  });

  app.route({
    ...callRoute('deletePersonalisedFields', { tags: ['personalisation'], summary: 'Forget the feed preferences' }),
    handler: async (request) => {
      await personalisation.remove(signedInUser(request).id);
      return ok(null, undefined, 'Preferences removed');
    },
  });

  app.route({
    ...callRoute('getFilterData', {
      tags: ['personalisation'],
      summary: 'What the personalise form offers: categories, facilities, price range, cities, property types',
    }),
    handler: async () => ok(await personalisation.filterData()),
  });

  app.route({
    ...callRoute('getFacilitiesForFilter', {
      tags: ['personalisation'],
      summary: 'Facilities to choose from in the personalise form',
    }),
    handler: async (request) => {
      const { data, total } = await getFacilities(deps, request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('getUserRecommendation', {
      tags: ['personalisation'],
      summary: 'Listings ranked by how many saved preferences they match',
    }),
    handler: async (request) => {
      const { data, total } = await personalisation.recommend(signedInUser(request), request.query);
      return okList(data, total);
    },
  });
};
