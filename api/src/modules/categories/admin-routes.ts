import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { consoleActor, iconFile, iconUpload } from '../catalogue-admin/request';

/** The admin's catalogue of categories and their parameters (admin/catalogue/..., admins only). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categoryAdministration: catalogue } = app.services;
  const tags = ['admin: catalogue'];

  app.route({
    ...callRoute('adminCatalogueCategories', {
      tags,
      summary: 'Every category (active and not) with its names, icon, ordered parameters and listings',
    }),
    handler: async (request) => ok(await catalogue.categories(request.query.search)),
  });

  app.route({
    ...callRoute('adminSaveCategory', {
      tags,
      summary: 'Create (no id) or change a category: name, name_ar, parameter_ids in order, icon (PNG or JPEG)',
      files: iconFile,
    }),
    ...iconUpload,
    handler: async (request) => {
      const { id, name, name_ar, parameter_ids, icon } = request.body;
      const saved = await catalogue.saveCategory(
        id,
        { name, nameAr: name_ar, parameterIds: parameter_ids, icon },
        consoleActor(request),
      );
      return ok(saved, undefined, id === undefined ? 'Category created' : 'Category saved');
    },
  });

  app.route({
    ...callRoute('adminSetCategoryStatus', {
      tags,
      summary: 'Activate (active=1) or deactivate (0) a category; its listings stay',
    }),
    handler: async (request) => {
      const { id, active } = request.body;
      const saved = await catalogue.setCategoryActive(id, active === 1, consoleActor(request));
      return ok(saved, undefined, active ? 'Category activated' : 'Category deactivated');
    },
  });

  app.route({
    ...callRoute('adminCatalogueParameters', {
      tags,
      summary: 'Every parameter (a listing facility: bedrooms, parking...) with its names, choices and use',
    }),
    handler: async (request) => ok(await catalogue.parameters(request.query.search)),
  });

  app.route({
    ...callRoute('adminSaveParameter', {
      tags,
      summary: 'Create (no id) or change a parameter: names, kind, choices (and their Arabic), required, icon',
      files: iconFile,
    }),
    ...iconUpload,
    handler: async (request) => {
      const { id, name, name_ar, type_of_parameter, type_values, type_values_ar, is_required, icon } = request.body;
      const saved = await catalogue.saveParameter(
        id,
        {
          name,
          nameAr: name_ar,
          type: type_of_parameter,
          values: type_values,
          valuesAr: type_values_ar,
          isRequired: is_required,
          icon,
        },
        consoleActor(request),
      );
      return ok(saved, undefined, id === undefined ? 'Facility created' : 'Facility saved');
    },
  });

  app.route({
    ...callRoute('adminSetParameterStatus', {
      tags,
      summary: 'Activate (active=1) or deactivate (0) a parameter; listings keep their values',
    }),
    handler: async (request) => {
      const { id, active } = request.body;
      const saved = await catalogue.setParameterActive(id, active === 1, consoleActor(request));
      return ok(saved, undefined, active ? 'Facility activated' : 'Facility deactivated');
    },
  });
};
