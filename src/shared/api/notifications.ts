import {
  BadgeSeenResponse,
  MarkAllReadResponse,
  NotificationBadgeParams,
  NotificationCounts,
  NotificationIdParams,
  NotificationListQuery,
  NotificationListResponse,
  NotificationReadResponse,
} from '#shared/schemas/notifications.js';
import { NotificationPreferences, NotificationPreferencesInput } from '#shared/schemas/notification-preferences.js';
import { PushKey, PushSubscriptionResponse, PushUnsubscribeInput, pushSubscriptionInput } from '#shared/schemas/push.js';
import { defineArea, schemaFactory } from './contract.js';

/** A person's notifications (core-app.md 7): list, counts, read, read all, delete, the header badges' "seen". */
export const notificationsApi = defineArea('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The signed-in person\'s notifications, newest first',
    access: 'person',
    query: NotificationListQuery,
    responses: { 200: NotificationListResponse },
  },
  counts: {
    method: 'GET',
    path: '/api/notifications/counts',
    summary: 'Unread counts for the header (polled while signed in)',
    access: 'person',
    responses: { 200: NotificationCounts },
  },
  readAll: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    access: 'person',
    responses: { 200: MarkAllReadResponse },
  },
  read: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of the person\'s notifications read (someone else\'s: 404)',
    access: 'person',
    params: NotificationIdParams,
    responses: { 200: NotificationReadResponse },
  },
  remove: {
    method: 'DELETE',
    path: '/api/notifications/:id',
    summary: 'Delete one of the person\'s notifications (someone else\'s: 404)',
    access: 'person',
    params: NotificationIdParams,
    responses: { 204: null },
  },
  stream: {
    method: 'GET',
    path: '/api/notifications/stream',
    summary: 'Server-sent events for the open tab: ready, notification (its id), resync; a heartbeat comment (decision 131)',
    access: 'person',
    responses: { 200: 'event-stream' },
  },
  badgeSeen: {
    method: 'POST',
    path: '/api/notifications/badges/:badge/seen',
    summary: 'The person opened a header badge\'s page: its count restarts from now',
    access: 'person',
    params: NotificationBadgeParams,
    responses: { 200: BadgeSeenResponse },
  },
});

/**
 * Which channels each notification type uses: an area of its own, so that refreshing the notifications
 * (each stream event invalidates that area) never reloads the preferences form.
 */
export const notificationPreferencesApi = defineArea('notification-preferences', {
  read: {
    method: 'GET',
    path: '/api/notifications/preferences',
    summary: 'Which channels (in app, email, push) each notification type uses',
    access: 'person',
    responses: { 200: NotificationPreferences },
  },
  update: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    summary: 'Change the channels of notification types',
    access: 'person',
    body: NotificationPreferencesInput,
    responses: { 200: NotificationPreferences },
  },
});

/** Web Push (issue 13): the server's public key, and a device's subscription registered and removed by its owner. */
export const pushApi = defineArea('push', {
  key: {
    method: 'GET',
    path: '/api/notifications/push/key',
    summary: 'The server\'s VAPID public key',
    access: 'person',
    responses: { 200: PushKey },
  },
  subscribe: {
    method: 'POST',
    path: '/api/notifications/push/subscriptions',
    summary: 'Register this device\'s subscription (PushSubscription.toJSON()); the same endpoint again updates it',
    access: 'person',
    // A local push service over plain http is for development and tests only: the server's settings decide.
    body: schemaFactory((env) => pushSubscriptionInput(!env.isProduction)),
    responses: { 201: PushSubscriptionResponse },
  },
  unsubscribe: {
    method: 'DELETE',
    path: '/api/notifications/push/subscriptions',
    summary: 'Remove a device\'s subscription, by its endpoint (someone else\'s: 404)',
    access: 'person',
    body: PushUnsubscribeInput,
    responses: { 204: null },
  },
});
