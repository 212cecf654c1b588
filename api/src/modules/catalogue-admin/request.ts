import { catalogueIconField, catalogueIconRules } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { signedInUser } from '../../http/auth';
import { uploadLimits } from '../../http/upload-limits';
import { consoleActor as actorOf, type OperatorActor } from '../operator-log/record';

/** One icon per request; the parser stops one byte past the limit, and the limit's own message answers. */
export const iconUpload = uploadLimits({
  limits: { fileSize: catalogueIconRules.maxBytes + 1, files: 1, fields: 200 },
  tooLarge: () => tooLargeMessage(catalogueIconField, catalogueIconRules.maxBytes),
});
export const iconFile = { [catalogueIconField]: 'one' } as const;

/** The console's signed-in admin, as the decision log names them. */
export const consoleActor = (request: Parameters<typeof signedInUser>[0]): OperatorActor =>
  actorOf(signedInUser(request));
