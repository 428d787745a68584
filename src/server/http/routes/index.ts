import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context.js';
import { adminStatsRoutes } from './admin-stats.routes.js';
import { authRoutes } from './auth.routes.js';
import { contactDetailsRoutes } from './contact-details.routes.js';
import { contactRoutes } from './contact.routes.js';
import { errorsRoutes } from './errors.routes.js';
import { healthRoutes } from './health.routes.js';
import { homeStatsRoutes } from './home-stats.routes.js';
import { meRoutes } from './me.routes.js';
import { mediaRoutes } from './media.routes.js';
import { profileRoutes } from './profile.routes.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationStreamRoutes } from './notification-stream.routes.js';
import { pushRoutes } from './push.routes.js';
import { docsRoutes } from './docs.routes.js';
import { devMailRoutes } from './dev-mail.routes.js';
import { testClockRoutes } from './test-clock.routes.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';
import { seoRoutes } from './seo.routes.js';
import { siteConfigRoutes } from './site-config.routes.js';
import { productsRoutes } from './products.routes.js';
import { defaultWishlistRoutes } from './default-wishlist.routes.js';
import { wishlistsRoutes } from './wishlists.routes.js';
import { wishlistSharingRoutes } from './wishlist-sharing.routes.js';
import { recipientsRoutes } from './recipients.routes.js';
import { calendarRoutes } from './calendar.routes.js';
import { giftHistoryRoutes } from './gift-history.routes.js';
import { recommendationsRoutes } from './recommendations.routes.js';
import { socialRoutes } from './social.routes.js';

/** Every API route plugin. One line per resource. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Routes registered from their contracts (src/shared/api): the contract holds the full path.
  await app.register(healthRoutes(ctx));
  await app.register(siteConfigRoutes(ctx));
  await app.register(contactDetailsRoutes(ctx));
  await app.register(homeStatsRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(productsRoutes(ctx));
  await app.register(docsRoutes(ctx));
  await app.register(recipientsRoutes(ctx));
  await app.register(calendarRoutes(ctx));
  await app.register(giftHistoryRoutes(ctx));
  await app.register(socialRoutes(ctx));
  await app.register(errorsRoutes(ctx));
  await app.register(meRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(adminStatsRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(pushRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(defaultWishlistRoutes(ctx));
  await app.register(recommendationsRoutes(ctx));
  await app.register(wishlistsRoutes(ctx));
  await app.register(wishlistSharingRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(notificationStreamRoutes(ctx));
  // /sitemap.xml and /robots.txt at the site root.
  await app.register(seoRoutes(ctx));
  // /dev/mail pages and /api/dev/mail: only with the local mail stand-in on loopback.
  await app.register(devMailRoutes(ctx));
  // /api/dev/clock: only with TEST_CLOCK=on on loopback (browser tests move time).
  await app.register(testClockRoutes(ctx));
}
