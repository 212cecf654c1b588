/** Can this browser receive push messages (service worker + Push API + Notification)? */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}
