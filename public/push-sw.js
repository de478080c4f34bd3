// Service worker for Web Push: shows the notification the server sent and opens its link when clicked.
self.addEventListener('push', (event) => {
  let payload = { title: 'Beans', body: '', url: '/notifications' };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    // A push without a JSON payload shows the defaults.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, { body: payload.body, data: { url: payload.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/notifications', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
