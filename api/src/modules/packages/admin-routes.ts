import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminPackage } from '@domus/shared/contract';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { consoleActor } from '../catalogue-admin/request';
import type { PackageListing } from './administration';

/** A package as the console shows it. */
const consolePackage = ({ duration, status, ...row }: PackageListing): AdminPackage => ({
  ...row,
  duration_days: duration,
  on_sale: status === 'on sale',
});

/** The admin's packages (admin/catalogue/packages..., admins only): the service pnpm admin packages:* uses. */
export const packageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packageAdministration: packages } = app.services;
  const tags = ['admin: catalogue'];

  app.route({
    ...callRoute('adminCataloguePackages', {
      tags,
      summary: 'Every package, on sale first then withdrawn, with its features and subscriptions',
    }),
    handler: async (request) => {
      const search = request.query.search?.toLowerCase();
      const all = (await packages.list()).map(consolePackage);
      return ok(
        search === undefined
          ? all
          : all.filter((row) => row.name.toLowerCase().includes(search) || row.name_ar.includes(search)),
      );
    },
  });

  app.route({
    ...callRoute('adminSavePackage', {
      tags,
      summary:
        'Create (no id) or change a package: names, type, price, currency, duration_days, features[key]=N|unlimited|none',
    }),
    handler: async (request) => {
      const { id, name, name_ar, package_type, price, currency, duration_days, features } = request.body;
      const draft = {
        name,
        nameAr: name_ar,
        packageType: package_type,
        price,
        currency,
        durationDays: duration_days,
        features,
      };
      const actor = consoleActor(request);
      const saved =
        id === undefined ? await packages.create(draft, actor) : (await packages.update(id, draft, actor), id);
      return ok(
        consolePackage(await packages.one(saved)),
        undefined,
        id === undefined ? 'Package created' : 'Package saved',
      );
    },
  });

  app.route({
    ...callRoute('adminSetPackageOnSale', {
      tags,
      summary: 'Withdraw a package from sale (on_sale=0) or put it back (1); subscribers keep theirs',
    }),
    handler: async (request) => {
      const { id, on_sale } = request.body;
      await packages.setOnSale(id, on_sale === 1, consoleActor(request));
      return ok(consolePackage(await packages.one(id)), undefined, on_sale ? 'Package on sale' : 'Package withdrawn');
    },
  });
};
