import { z } from 'zod';

import { successEnvelope } from '../envelope';

/** The signed-in user's figures on the dashboard (listings, views, favourites, ads, package). */
export const dashboardStatsSchema = z.object({
  properties_count: z.number().int(),
  projects_count: z.number().int(),
  total_views: z.number().int(),
  total_favourites: z.number().int(),
  advertisements_count: z.number().int(),
  active_package: z.object({ name: z.string(), translated_name: z.string(), end_date: z.string() }).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const getDashboardStatsReply = successEnvelope(dashboardStatsSchema);
