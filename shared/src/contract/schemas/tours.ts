import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { fileUrl, isoDateTime, queryId } from './common';
import { formId, jsonText } from './form-fields';
import { tourMessages } from '../rules/tours';

/*
 * Virtual tours (docs/SPEC.md §1 "Pages offer a virtual tour option", §7 "Other": virtual-tours/
 * create-tour and draft-tours/get on their own API base). A tour is a set of 360° rooms
 * (equirectangular panoramas uploaded for the property) joined by hotspots, with a start
 * room; the viewer is photo-sphere-viewer's virtual-tour plugin (rooms are its nodes,
 * hotspots its links). One tour per property: creating again replaces it.
 */

export { tourMessages } from '../rules/tours';

export const tourLimits = {
  maxRooms: 30,
  maxHotspotsPerRoom: 12,
  panoramaMaxBytes: 25 * 1024 * 1024,
  panoramaMinWidth: 1024,
  /** Stored panoramas are at most this wide (8K equirectangular). */
  panoramaMaxWidth: 8192,
} as const;

/** The multipart name of upload-panorama's file. */
export const panoramaFileField = 'panorama';

const roomId = z
  .string({ error: 'A room id must be text.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'A room id is 1 to 40 letters, digits, "-" or "_".' });

export const tourHotspotSchema = z.object({
  /** The room it leads to. */
  to_room: roomId,
  /** Where it sits on the panorama, in degrees: yaw -180..180 (0 = the photo's centre), pitch -90..90. */
  yaw: z.number().min(-180).max(180),
  pitch: z.number().min(-90).max(90),
  label: z.string().trim().max(80).default(''),
});

export const tourRoomSchema = z.object({
  id: roomId,
  name: z.string().trim().min(1, { error: 'Please name every room.' }).max(80),
  /** URL of a panorama uploaded for this property (upload-panorama), or its three_d_image. */
  panorama: fileUrl,
  hotspots: z.array(tourHotspotSchema).max(tourLimits.maxHotspotsPerRoom).default([]),
});

/** fullRoomData: the rooms, the start room and how they link. */
export const tourDataSchema = z
  .object({
    start_room: roomId,
    rooms: z.array(tourRoomSchema).min(1, { error: tourMessages.roomsRequired }).max(tourLimits.maxRooms),
  })
  .superRefine((tour, ctx) => {
    const ids = new Set<string>();
    tour.rooms.forEach((room, index) => {
      if (ids.has(room.id))
        ctx.addIssue({ code: 'custom', path: ['rooms', index, 'id'], message: tourMessages.duplicateRoom });
      ids.add(room.id);
    });
    if (!ids.has(tour.start_room)) {
      ctx.addIssue({ code: 'custom', path: ['start_room'], message: tourMessages.startRoomMissing });
    }
    tour.rooms.forEach((room, index) =>
      room.hotspots.forEach((hotspot, spot) => {
        if (!ids.has(hotspot.to_room) || hotspot.to_room === room.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', index, 'hotspots', spot, 'to_room'],
            message: tourMessages.hotspotTarget,
          });
        }
      }),
    );
  });
export type TourData = z.infer<typeof tourDataSchema>;
export type TourRoom = z.infer<typeof tourRoomSchema>;

export const tourSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  name: z.string(),
  fullRoomData: tourDataSchema,
  updated_at: isoDateTime,
});
export type VirtualTour = z.infer<typeof tourSchema>;

/**
 * virtual-tours/create-tour (bearer; the property's owner or an admin): creates or replaces the
 * tour. A JSON body carries fullRoomData as an object, a form as JSON text.
 */
export const createTourBody = z.object({
  name: z.string({ error: tourMessages.nameRequired }).trim().min(1, { error: tourMessages.nameRequired }).max(120),
  property_id: formId('property_id'),
  fullRoomData: z.preprocess(jsonText, tourDataSchema),
});
export type CreateTourBody = z.input<typeof createTourBody>;
export type CreateTourFields = z.output<typeof createTourBody>;
export const createTourReply = successEnvelope(tourSchema);

/**
 * draft-tours/get (GET; the token is optional): the property's tour, or null when it has none.
 * Anyone may read the tour of a public property; only its owner (or an admin) one that is not.
 */
export const getDraftTourQuery = z
  .object({ property_id: queryId('property_id') })
  .refine((query) => query.property_id !== undefined, { error: 'property_id is required', path: ['property_id'] });
export const getDraftTourReply = successEnvelope(tourSchema.nullable());

/** virtual-tours/upload-panorama (POST multipart, bearer; owner or admin): property_id + `panorama`. */
export const uploadPanoramaBody = z.object({ property_id: formId('property_id') });
export const panoramaSchema = z.object({ url: fileUrl, width: z.number().int(), height: z.number().int() });
export const uploadPanoramaReply = successEnvelope(panoramaSchema);
