/** The social kit: the social query keys and the feed. features/social builds the hub on it; the home page's
 * Friend Activity card shows the feed's newest entries. */
export { socialFeedQuery, socialKeys } from './social-feed-api';
