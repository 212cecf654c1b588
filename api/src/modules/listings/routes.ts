import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingMessages } from '@domus/shared/contract';
import { createGeocoder } from '../../adapters/geocoding';
import { signedInUser, type AuthUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { projectFileParts, propertyFileParts } from './form-fields';
import { listingUploadRoute } from './upload-route';
import type { ListingTable } from '../listing-rules/listing-kind';
import { renewListing, withRenewalState } from './renewal';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { propertyPosting: properties, projectPosting: projects } = app.services;
  const geocoder = createGeocoder(deps.config);

  app.route({
    ...callRoute('postProperty', {
      tags: ['listings'],
      summary:
        'Post a property (multipart): the fields of postPropertyBody, title_image (required), gallery_images[], documents[], three_d_image, meta_image; uses property_list',
      files: propertyFileParts,
    }),
    ...listingUploadRoute,
    handler: async (request) =>
      ok(await properties.post(signedInUser(request), request.body), undefined, listingMessages.propertyPosted),
  });

  app.route({
    ...callRoute('updatePostProperty', {
      tags: ['listings'],
      summary:
        'Edit a property (owner or admin): id, the fields to change, new files, remove_gallery_images, remove_documents, remove_three_d_image',
      files: propertyFileParts,
    }),
    ...listingUploadRoute,
    handler: async (request) => {
      const { property, sentToReview } = await properties.update(signedInUser(request), request.body);
      // The same reply either way (existing clients read it); the message says when it is hidden for review.
      return ok(
        property,
        undefined,
        sentToReview ? listingMessages.propertyUpdatedForReview : listingMessages.propertyUpdated,
      );
    },
  });

  app.route({
    ...callRoute('deleteProperty', { tags: ['listings'], summary: 'Delete a property and its files (owner or admin)' }),
    handler: async (request) => {
      await properties.remove(signedInUser(request), request.body.id);
      return ok(null, undefined, 'Property deleted.');
    },
  });

  app.route({
    ...callRoute('changePropertyStatus', {
      tags: ['listings'],
      summary: 'Switch an approved property active (1) or inactive (0)',
    }),
    handler: async (request) =>
      ok(await properties.changeStatus(signedInUser(request), request.body), undefined, 'Status updated.'),
  });

  app.route({
    ...callRoute('updatePropertyStatus', {
      tags: ['listings'],
      summary: 'Mark a property sold or rented, or available again (sell <-> sold, rent <-> rented)',
    }),
    handler: async (request) =>
      ok(await properties.updateType(signedInUser(request), request.body), undefined, 'Status updated.'),
  });

  app.route({
    ...callRoute('getAddedProperties', {
      tags: ['listings'],
      summary: 'The signed-in user’s own properties in every state, newest first',
    }),
    handler: async (request) => {
      const { data, total } = await properties.added(signedInUser(request), request.query);
      return okList(await withRenewalState(deps.db, deps.config, 'properties', data), total);
    },
  });

  app.route({
    ...callRoute('postProject', {
      tags: ['listings'],
      summary:
        'Post a project (multipart; with id: edit it): postProjectBody fields, image (required when new), gallery_images[], documents[], plans[<n>][title|id|document], remove_*; uses project_list',
      files: projectFileParts,
    }),
    ...listingUploadRoute,
    handler: async (request) => {
      const { project, created, sentToReview } = await projects.post(signedInUser(request), request.body);
      const message = created
        ? listingMessages.projectPosted
        : sentToReview
          ? listingMessages.projectUpdatedForReview
          : listingMessages.projectUpdated;
      return ok(project, undefined, message);
    },
  });

  app.route({
    ...callRoute('deleteProject', { tags: ['listings'], summary: 'Delete a project and its files (owner or admin)' }),
    handler: async (request) => {
      await projects.remove(signedInUser(request), request.body.id);
      return ok(null, undefined, 'Project deleted.');
    },
  });

  app.route({
    ...callRoute('changeProjectStatus', {
      tags: ['listings'],
      summary: 'Switch an approved project on (1) or off (0)',
    }),
    handler: async (request) =>
      ok(await projects.changeStatus(signedInUser(request), request.body), undefined, 'Status updated.'),
  });

  app.route({
    ...callRoute('getAddedProjects', {
      tags: ['listings'],
      summary: 'The signed-in user’s own projects in every state, newest first',
    }),
    handler: async (request) => {
      const { data, total } = await projects.added(signedInUser(request), request.query);
      return okList(await withRenewalState(deps.db, deps.config, 'projects', data), total);
    },
  });

  /** Renews one of the caller's listings (any, for an admin) and answers it as My listings shows it. */
  async function renew<T extends { id: number }>(
    table: ListingTable,
    posting: { load(id: number, reader: AuthUser): Promise<T> },
    id: number,
    user: AuthUser,
  ) {
    await renewListing(deps.db, table, id, user);
    const [renewed] = await withRenewalState(deps.db, deps.config, table, [await posting.load(id, user)]);
    return ok(renewed!, undefined, listingMessages.listingRenewed);
  }
  const stillCurrent = (noun: string) =>
    `The owner (or an admin) says a ${noun} is still current: renewed now, reminder cleared, switched back on if it was switched off for not being renewed`;

  app.route({
    ...callRoute('renewProperty', { tags: ['listings'], summary: stillCurrent('property') }),
    handler: (request) => renew('properties', properties, request.body.property_id, signedInUser(request)),
  });

  app.route({
    ...callRoute('renewProject', { tags: ['listings'], summary: stillCurrent('project') }),
    handler: (request) => renew('projects', projects, request.body.project_id, signedInUser(request)),
  });

  app.route({
    ...callRoute('getLocation', {
      tags: ['listings'],
      summary:
        'Geocoding: latitude + longitude (the place there) or search text (places by name); [] when nothing is found',
    }),
    handler: async (request) => {
      const { latitude, longitude, search, city, state } = request.query;
      try {
        if (latitude !== undefined && longitude !== undefined) return ok(await geocoder.reverse(latitude, longitude));
        const text = search ?? [city, state].filter(Boolean).join(', ');
        return ok(await geocoder.search(text, 5));
      } catch (error) {
        request.log.warn({ err: error }, 'geocoding failed');
        return ok([]);
      }
    },
  });
};
