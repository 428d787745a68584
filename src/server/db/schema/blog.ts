import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BLOG_STATUSES,
  type BlogStatus,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_CATEGORY,
} from '#shared/constants/choice-lists.js';
import { oneOf, tsvector, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { media } from './platform.js';

/**
 * Blog posts. Admins write (the spec's "own posts only" for editing is kept through author_id); everyone
 * reads published posts. author is the byline text, author_id the account that wrote it. search is
 * generated, weighted title > excerpt > content.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    author: text().notNull().default(DEFAULT_BLOG_AUTHOR),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<BlogStatus>().notNull().default('draft'),
    publishDate: timestamp(tz),
    category: text().notNull().default(DEFAULT_BLOG_CATEGORY),
    tags: text().array().notNull().default([]),
    seoTitle: text(),
    seoDescription: text(),
    seoKeywords: text().array().notNull().default([]),
    featuredImageId: uuid().references(() => media.id, { onDelete: 'set null' }),
    views: integer().notNull().default(0),
    /** Percent shown on post cards. */
    engagementScore: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Minutes: words / 200, rounded up, at least 1. */
    readTime: integer().notNull().default(1),
    featured: boolean().notNull().default(false),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector('english', coalesce("title", '')), 'A') || ` +
            `setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') || ` +
            `setweight(to_tsvector('english', coalesce("content", '')), 'C')`,
        ),
      ),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishDate.desc()).where(sql`"status" = 'published'`),
    index('blog_posts_author_updated_idx').on(t.authorId, t.updatedAt.desc()),
    index('blog_posts_search_idx').using('gin', t.search),
    check('blog_posts_status_check', oneOf('status', BLOG_STATUSES)),
    check('blog_posts_slug_check', sql`"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_read_time_check', sql`"read_time" >= 1`),
  ],
);

/**
 * One row per reader per post per day: increment_post_views counts a reader once a day instead of on
 * every reload. viewer_key is the user id, or a hash of address and user agent for anonymous readers.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    viewedOn: date().notNull(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.viewedOn] }), index('blog_post_views_day_idx').on(t.viewedOn)],
);
