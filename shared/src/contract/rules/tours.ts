/* The virtual tours' texts without zod, for the bundles that show them without the contract's schemas. */

export const tourMessages = {
  nameRequired: 'Please give the tour a name.',
  roomsRequired: 'A tour needs at least one room.',
  duplicateRoom: 'Two rooms have the same id.',
  startRoomMissing: 'The start room must be one of the rooms.',
  hotspotTarget: 'A hotspot must lead to another room of the tour.',
  panoramaUnknown: 'A room uses a panorama that was not uploaded for this property.',
  panoramaShape: 'A panorama must be an equirectangular 360° photo: twice as wide as it is high.',
  panoramaType: 'A panorama must be a JPEG or PNG image.',
  panoramaTooSmall: 'A panorama must be at least 1024 pixels wide.',
  tourSaved: 'Virtual tour saved.',
  panoramaUploaded: 'Panorama uploaded.',
} as const;
