// One file per aggregate; this index is what drizzle-kit and the database client read.
export * from './auth.js';
export * from './platform.js';
export * from './notifications.js';
export * from './wishlists.js';
export * from './social.js';
export * from './recipients.js';
export * from './products.js';
export * from './recommendations.js';
export * from './ai.js';
export * from './affiliate.js';
export * from './blog.js';
export * from './email-marketing.js';
export * from './analytics.js';
