/* Web Push in the app's service worker (issue 13): imported by the generated worker (vite.config.ts,
   workbox importScripts). Shows what the server pushed and opens its page on a click. Plain JavaScript: it runs
   as it is in the worker's scope. */

/** Only a path inside the app is followed: a pushed message can never send the person to another site. */
function inAppPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { message: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Giftwise';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.message === 'string' ? data.message : '',
      // The same tag replaces a notification already shown (a message pushed again is not shown twice).
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: inAppPath(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(inAppPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target) || windows.find((client) => 'navigate' in client);
      if (!open) return self.clients.openWindow(target);
      return (open.url === target ? Promise.resolve(open) : open.navigate(target)).then((client) => (client || open).focus());
    }),
  );
});
