/**
 * The kinds of things the log names operators' actions on (`<subject>.<verb>`), as the filter
 * offers them: those whose changes the API writes to the log.
 */
export const loggedSubjects: readonly string[] = [
  'property',
  'project',
  'advertisement',
  'report',
  'duplicate',
  'chat_report',
  'verification',
  'user',
  'category',
  'parameter',
  'nearby_place',
  'package',
  'article',
  'faq',
  'slide',
  'banner',
  'page',
  'payment',
  'notice',
  'settings',
];
