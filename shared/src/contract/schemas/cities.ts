import { z } from 'zod';
import { fileUrl, listEnvelope, pagingQuery } from './common';

/** get-cities-data rows: City, Count and image are capitalised as existing clients expect. */
export const cityDataSchema = z.object({
  City: z.string(),
  Count: z.number().int(),
  image: fileUrl,
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const getCitiesDataQuery = z.object({ ...pagingQuery });
export const getCitiesDataReply = listEnvelope(cityDataSchema);

export type CityData = z.infer<typeof cityDataSchema>;
