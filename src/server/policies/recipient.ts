import { ownedBy, type OwnedResource, rule } from './rule.js';

/** Recipients: the owner's alone (update and delete filter on id and user_id), private gift ideas included. */
export const recipientRules = {
  'recipients:list': rule('person'),
  'recipients:create': rule('person'),
  'recipient:read': rule<OwnedResource>('person', ownedBy),
  'recipient:update': rule<OwnedResource>('person', ownedBy),
  'recipient:delete': rule<OwnedResource>('person', ownedBy),
};
