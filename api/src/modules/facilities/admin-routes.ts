import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { consoleActor, iconFile, iconUpload } from '../catalogue-admin/request';

/** The admin's nearby-place types (admin/catalogue/nearby-places..., admins only). */
export const nearbyPlaceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { nearbyPlaceAdministration: places } = app.services;
  const tags = ['admin: catalogue'];

  app.route({
    ...callRoute('adminCatalogueNearbyPlaces', {
      tags,
      summary: 'Every nearby-place type (school, hospital...; active and not) with its names, icon and listings',
    }),
    handler: async (request) => ok(await places.list(request.query.search)),
  });

  app.route({
    ...callRoute('adminSaveNearbyPlace', {
      tags,
      summary: 'Create (no id) or change a nearby-place type: name, name_ar, icon (PNG or JPEG)',
      files: iconFile,
    }),
    ...iconUpload,
    handler: async (request) => {
      const { id, name, name_ar, icon } = request.body;
      const saved = await places.save(id, { name, nameAr: name_ar, icon }, consoleActor(request));
      return ok(saved, undefined, id === undefined ? 'Nearby place created' : 'Nearby place saved');
    },
  });

  app.route({
    ...callRoute('adminSetNearbyPlaceStatus', {
      tags,
      summary: 'Activate (active=1) or deactivate (0) a nearby-place type; listings keep their distances',
    }),
    handler: async (request) => {
      const { id, active } = request.body;
      const saved = await places.setActive(id, active === 1, consoleActor(request));
      return ok(saved, undefined, active ? 'Nearby place activated' : 'Nearby place deactivated');
    },
  });
};
