export { deliver as deliverRealtimeEvent, subscribe as subscribeRealtime } from './events';
export type { RealtimeEvent, RealtimePayload } from './events';
export { getRealtimeStatus, onRealtimeCatchUp, sendTyping, startRealtime, stopRealtime } from './connection';
export type { RealtimeStatus } from './connection';
export { linkRealtimeToSession } from './session-link';
export { useRealtimeCatchUp, useRealtimeEvent, useRealtimeStatus } from './hooks';
export { isPushSupported } from './push-support';
export {
  unreadChatsKey,
  unreadChatsQueryOptions,
  unreadNotificationsKey,
  unreadNotificationsQueryOptions,
} from './unread-counts';
