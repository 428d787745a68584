import { type Asker, ownedBy, type OwnedResource, rule } from './rule.js';

/** An occasion: its owner's alone (core-app.md 6). */
export interface OccasionResource {
  ownerId: string;
}

const ownsOccasion = (actor: Asker | null, row: OccasionResource) => actor !== null && row.ownerId === actor.userId;

/** The calendar (issue 11): occasions, reminders, stats and the feed's management are the person's own. */
export const occasionRules = {
  'occasions:list': rule('person'),
  'occasions:create': rule('person'),
  'occasion:read': rule<OccasionResource>('person', ownsOccasion),
  'occasion:update': rule<OccasionResource>('person', ownsOccasion),
  'occasion:delete': rule<OccasionResource>('person', ownsOccasion),
  'reminders:list': rule('person'),
  'reminders:send': rule('person'),
  // Turning one's own reminder emails back on after an unsubscribe link (decision 174).
  'reminders:resubscribe': rule('person'),
  'reminder:update': rule<OwnedResource>('person', ownedBy),
  'reminder:send': rule<OwnedResource>('person', ownedBy),
  'calendar-feed:manage': rule('person'),
  // The feed URL is its own key (a secret the owner may revoke): calendar apps fetch it without a session.
  'calendar-feed:read': rule('anyone'),
};
