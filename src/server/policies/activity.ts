import { maySeeActivity, type Visibility } from '#shared/social/rules.js';
import type { Stance } from '#shared/social/rules.js';
import { type Asker, rule } from './rule.js';

/** One activity: its own privacy, its author's activity visibility, and how the asker stands to the author. */
export interface SocialActivityResource {
  privacy: 'public' | 'friends';
  activityVisibility: Visibility;
  stance: Stance;
}

const seesActivity = (_actor: Asker | null, a: SocialActivityResource) => maySeeActivity(a.privacy, a.activityVisibility, a.stance);

/** Reading, liking, commenting on and sharing an activity: whoever may see it. */
export const activityRules = {
  'social-activity:read': rule<SocialActivityResource, Asker>('person', seesActivity),
  'social-activity:engage': rule<SocialActivityResource, Asker>('person', seesActivity),
};
