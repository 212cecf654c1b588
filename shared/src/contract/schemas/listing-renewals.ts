import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { formId } from './form-fields';
import { projectSchema } from './projects';
import { propertySchema } from './properties';

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/**
 * A listing nobody renewed for a while (the API's LISTING_STALE_AFTER_DAYS) gets a reminder; not
 * renewed within the grace time after it, it is switched off until renewed. Editing renews too.
 * Only the owner's own lists and the renew calls carry these fields.
 */
export const renewalStateFields = {
  /** When the listing counts (or counted) as stale unless renewed: its last renewal plus the stale time. */
  renewal_due_at: z.string(),
  /** 1 once the owner was reminded (or the listing was switched off for it) and it was not renewed since. */
  needs_renewal: zeroOrOne,
  /** 1 when the listing is inactive because it was not renewed; renewing switches it back on. */
  inactive_as_stale: zeroOrOne,
};
export type RenewalState = z.infer<z.ZodObject<typeof renewalStateFields>>;

/** A property as its owner's list shows it. */
export const ownPropertySchema = propertySchema.extend(renewalStateFields);
export type OwnProperty = z.infer<typeof ownPropertySchema>;
/** A project as its owner's list shows it. */
export const ownProjectSchema = projectSchema.extend(renewalStateFields);
export type OwnProject = z.infer<typeof ownProjectSchema>;

/** renew-property (POST, auth): the owner (or an admin) says the listing is still current. */
export const renewPropertyBody = z.object({ property_id: formId('property_id') });
export const renewPropertyReply = successEnvelope(ownPropertySchema);
/** renew-project (POST, auth): the same for a project. */
export const renewProjectBody = z.object({ project_id: formId('project_id') });
export const renewProjectReply = successEnvelope(ownProjectSchema);
