import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { panoramaFileField, tourLimits, tourMessages } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { readerOf, signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { limits } from '../../http/rate-limits';
import { uploadLimits } from '../../http/upload-limits';
import { ok } from '../../http/reply';

/** One panorama per request; the parser stops one byte past the limit, and the limit's own message answers. */
const panoramaUpload = uploadLimits({
  limits: { fileSize: tourLimits.panoramaMaxBytes + 1, files: 1, fields: 5 },
  tooLarge: () => tooLargeMessage(panoramaFileField, tourLimits.panoramaMaxBytes),
  rateLimit: limits.listingUploads,
});

export const virtualTourRoutes: FastifyPluginAsyncZod = async (app) => {
  const tours = app.services.virtualTours;

  app.route({
    ...callRoute('uploadPanorama', {
      tags: ['virtual tours'],
      summary: 'Upload a 360° panorama (multipart: property_id, panorama) for a tour of your property',
      files: { [panoramaFileField]: 'one' },
    }),
    ...panoramaUpload,
    handler: async (request) => {
      const { property_id, [panoramaFileField]: file } = request.body;
      const panorama = await tours.uploadPanorama(signedInUser(request), property_id, file);
      return ok(panorama, undefined, tourMessages.panoramaUploaded);
    },
  });

  app.route({
    ...callRoute('createTour', {
      tags: ['virtual tours'],
      summary:
        'Create or replace the virtual tour of your property (name, property_id, fullRoomData: an object, or JSON text in a form)',
    }),
    handler: async (request) =>
      ok(await tours.save(signedInUser(request), request.body), undefined, tourMessages.tourSaved),
  });

  app.route({
    ...callRoute('getDraftTour', {
      tags: ['virtual tours'],
      summary: 'The virtual tour of a property (null when it has none)',
    }),
    handler: async (request) => ok(await tours.get(readerOf(request), request.query.property_id!)),
  });
};
