import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packageMessages } from '@domus/shared/contract';
import { readerOf, signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages } = app.services;

  app.route({
    ...callRoute('getPackage', {
      tags: ['packages'],
      summary: 'Packages on sale and every feature; with a token also the packages the user holds now',
    }),
    handler: async (request) => {
      const reader = readerOf(request);
      const [onSale, allFeatures, active] = await Promise.all([
        packages.onSale(),
        packages.features(),
        reader ? packages.active(reader.id) : [],
      ]);
      return ok(onSale, { active_packages: active, all_features: allFeatures });
    },
  });

  app.route({
    ...callRoute('getUserPackages', {
      tags: ['packages'],
      summary: 'Every subscription of the user (active, upcoming, expired), newest first, with use per feature',
    }),
    handler: async (request) => {
      const { data, total } = await packages.history(signedInUser(request).id, request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('assignPackage', {
      tags: ['packages'],
      summary: 'Take a free package (409 while the same package is still running)',
    }),
    handler: async (request) =>
      ok(
        await packages.assignFree(signedInUser(request).id, request.body.package_id),
        undefined,
        packageMessages.freePackageAssigned,
      ),
  });

  app.route({
    ...callRoute('checkPackageLimit', {
      tags: ['packages'],
      summary: 'Whether the user holds a package, one with the feature `type`, and one with a use of it left',
    }),
    handler: async (request) => ok(await packages.check(signedInUser(request).id, request.query.type)),
  });
};
