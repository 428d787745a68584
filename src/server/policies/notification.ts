import { ownedBy, type OwnedResource, rule } from './rule.js';

/** Notifications, their preferences and the Web Push subscriptions that deliver them. */
export const notificationRules = {
  // The signed-in person's own list, counts, mark-all-read and badges.
  'notifications:list': rule('person'),
  'notifications:update-own': rule('person'),
  'notification:update': rule<OwnedResource>('person', ownedBy),
  'notification:delete': rule<OwnedResource>('person', ownedBy),
  // The person's own notification preferences (per type: in the app, by email, by push); the service scopes to them.
  'notification-preferences:read': rule('person'),
  'notification-preferences:update': rule('person'),
  // Web Push: the server's public key for anyone signed in; a device's subscription is its owner's alone
  // (registering one takes over the endpoint for the person signed in on that browser now).
  'push-key:read': rule('person'),
  'push-subscriptions:create': rule('person'),
  'push-subscription:delete': rule<OwnedResource>('person', ownedBy),
};
