import { PROFILE_ACTIVITIES_LIMIT, type Stance } from '#shared/social/rules.js';
import type { Database } from '#server/db/client.js';
import { type ActivityView, personActivities } from './feed.service.js';
import { type PersonWishlist, visibleWishlistsOf } from './profiles.service.js';
import type { PersonView } from './relations.js';

export interface PersonPage {
  person: PersonView;
  wishlists: PersonWishlist[];
  activities: ActivityView[];
}

/**
 * GET /api/social/people/:id as one read, once the rulebook has let the viewer see the person: their lists the
 * viewer may see and their newest activities by the feed's visibility.
 */
export async function readPersonPage(db: Database, viewerId: string, person: PersonView, stance: Stance): Promise<PersonPage> {
  const [wishlists, activities] = await Promise.all([
    visibleWishlistsOf(db, person),
    personActivities(db, viewerId, person, stance, PROFILE_ACTIVITIES_LIMIT),
  ]);
  return { person, wishlists, activities };
}
