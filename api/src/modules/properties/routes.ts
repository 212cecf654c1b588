import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { readerOf } from '../../http/auth';
import { okList } from '../../http/reply';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { properties } = app.services;

  app.route({
    ...callRoute('getProperty', {
      tags: ['properties'],
      summary: 'Listings by any filter of the spec; one listing (with similar ones) by id or slug_id',
    }),
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getProperty(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });

  app.route({
    ...callRoute('getPropertyList', {
      tags: ['properties'],
      summary: 'Listings by filter, map viewport (min_lat, max_lat, min_lng, max_lng) and sort',
    }),
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getPropertyList(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });

  app.route({
    ...callRoute('getNearbyProperties', {
      tags: ['properties'],
      summary: 'Listings in a city (first) or its state, optionally of one type',
    }),
    handler: async (request) => {
      const { data, total, ...extra } = await properties.getNearby(request.query, readerOf(request));
      return okList(data, total, extra);
    },
  });
};
