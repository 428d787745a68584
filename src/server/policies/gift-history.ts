import { type Asker, ownedBy, type OwnedResource, rule } from './rule.js';

/** A gift history entry: its giver's alone. */
export interface GiftHistoryResource {
  giverId: string;
}

const gaveIt = (actor: Asker | null, row: GiftHistoryResource) => actor !== null && row.giverId === actor.userId;

/** Gifts given (the giver's) and gifts received (the receiver's). */
export const giftHistoryRules = {
  'gift-history:list': rule('person'),
  'gift-history:create': rule('person'),
  'gift-history-entry:update': rule<GiftHistoryResource>('person', gaveIt),
  'gift-history-entry:delete': rule<GiftHistoryResource>('person', gaveIt),
  'received-gifts:list': rule('person'),
  'received-gifts:create': rule('person'),
  'received-gift:update': rule<OwnedResource>('person', ownedBy),
  'received-gift:delete': rule<OwnedResource>('person', ownedBy),
};
