import type { Config } from '../../config';
import { firebasePushSender } from './firebase-push';
import { noPushSender, type PushSender } from './push-sender';

export type { PushMessage, PushSender } from './push-sender';

/** Firebase messaging needs the service account (sending is an admin call); otherwise no push. */
export const pushSenderFor = (config: Config): PushSender =>
  config.firebase?.serviceAccount ? firebasePushSender(config.firebase) : noPushSender;
