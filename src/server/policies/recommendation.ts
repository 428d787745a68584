import { ownedBy, type OwnedResource, rule } from './rule.js';

/** The gift finder: anyone signed in starts runs; a run is read and refined by its owner only. */
export const recommendationRules = {
  'recommendations:list': rule('person'),
  'recommendations:create': rule('person'),
  'recommendation:read': rule<OwnedResource>('person', ownedBy),
  'recommendation:update': rule<OwnedResource>('person', ownedBy),
};
