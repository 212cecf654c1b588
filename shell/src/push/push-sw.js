/* global self */
/*
 * Domus push service worker: shows firebase messaging pushes while no tab of the site is
 * open (open tabs get the same news live over the socket). Plain JS, no imports: the
 * browser fetches it directly from /push-sw.js, so its scope is the whole site.
 * FCM delivers web pushes as { notification: { title, body }, data: { link } }.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { notification: { title: 'Domus', body: event.data ? event.data.text() : '' } };
  }
  const notification = message.notification || {};
  const data = message.data || {};
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A visible tab already shows it (socket + toast).
      if (windows.some((client) => client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(notification.title || 'Domus', {
        body: notification.body || '',
        icon: notification.image || undefined,
        data: { link: data.link || '/user/notifications' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(link));
      return self.clients.openWindow(link);
    }),
  );
});
