import type { Endpoint } from './contract.js';
import { authApi, authProvidersApi, profileApi, sessionApi } from './account.js';
import { adminApi, errorsApi } from './admin.js';
import { calendarApi } from './calendar.js';
import { contactApi } from './contact.js';
import { defaultWishlistApi } from './default-wishlist.js';
import { unsubscribeApi } from './email.js';
import { giftHistoryApi } from './gift-history.js';
import { mediaApi } from './media.js';
import { notificationPreferencesApi, notificationsApi, pushApi } from './notifications.js';
import { devToolsApi, docsApi, platformApi } from './platform.js';
import { productsApi } from './products.js';
import { recipientsApi } from './recipients.js';
import { recommendationsApi } from './recommendations.js';
import { siteApi } from './site.js';
import { socialApi } from './social.js';
import { wishlistsApi } from './wishlists.js';

/**
 * Every endpoint with a contract, area by area: the server registers these, the OpenAPI description lists
 * them and tests/api/route-table.test.ts compares them with the routes Fastify registered. The client imports
 * an area's file directly (./products.ts), never this one, so a page loads only the contracts it calls.
 */
const API_AREAS = [
  productsApi,
  siteApi,
  contactApi,
  platformApi,
  docsApi,
  sessionApi,
  profileApi,
  notificationsApi,
  notificationPreferencesApi,
  pushApi,
  errorsApi,
  adminApi,
  unsubscribeApi,
  mediaApi,
  defaultWishlistApi,
  recommendationsApi,
  recipientsApi,
  calendarApi,
  giftHistoryApi,
  socialApi,
  wishlistsApi,
  authProvidersApi,
  authApi,
  devToolsApi,
] as const;

export function allEndpoints(): Endpoint[] {
  return API_AREAS.flatMap((area) => Object.values(area) as Endpoint[]);
}
