import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calls,
  getNearbyPropertiesQuery,
  getNearbyPropertiesReply,
  getPropertyListQuery,
  getPropertyListReply,
  getPropertyQuery,
  getPropertyReply,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { callRoute } from '../../http/call-route';
import { readerOf } from '../../http/auth';
import { okList } from '../../http/reply';
import { PropertyService } from './service';

export const propertyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const properties = new PropertyService(deps);

  app.route({
    ...callRoute(calls.getProperty),
    schema: {
      tags: ['properties'],
      summary: 'Listings by any filter of the spec; one listing (with similar ones) by id or slug_id',
      querystring: getPropertyQuery,
      response: { 200: getPropertyReply },
    },
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getProperty(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });

  app.route({
    ...callRoute(calls.getPropertyList),
    schema: {
      tags: ['properties'],
      summary: 'Listings by filter, map viewport (min_lat, max_lat, min_lng, max_lng) and sort',
      querystring: getPropertyListQuery,
      response: { 200: getPropertyListReply },
    },
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getPropertyList(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });

  app.route({
    ...callRoute(calls.getNearbyProperties),
    schema: {
      tags: ['properties'],
      summary: 'Listings in a city (first) or its state, optionally of one type',
      querystring: getNearbyPropertiesQuery,
      response: { 200: getNearbyPropertiesReply },
    },
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getNearby(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });
};
