import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#server/db/client.js';
import {
  activityEngagements,
  apiConfigurations,
  blogPosts,
  friendConnections,
  products,
  recipients,
  socialActivities,
  users,
  wishlistCollaborators,
  wishlists,
} from '#server/db/schema/index.js';
import { encryptSecret } from '#server/lib/secret-box.js';
import { openTestDatabase, resetDatabase } from '../support/test-db.js';

/**
 * The migrations apply, and the constraints the services rely on hold, on whichever PostgreSQL the run
 * uses: in-memory PGlite by default, the PostgreSQL 15 server when TEST_DATABASE_URL is set.
 */

/** The SQLSTATE a failed statement carries (drizzle wraps the driver's error in cause). */
async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

describe('database schema', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  beforeEach(async () => {
    await resetDatabase(db);
    await db.insert(users).values(
      ['ann', 'ben', 'cat'].map((id) => ({ id, name: id.toUpperCase(), email: `${id}@example.test` })),
    );
  });

  describe('friend_connections', () => {
    it('keeps one connection per pair, whichever way it was asked', async () => {
      await db.insert(friendConnections).values({ requesterId: 'ann', addresseeId: 'ben' });
      expect(await sqlStateOf(db.insert(friendConnections).values({ requesterId: 'ann', addresseeId: 'ben' }))).toBe(
        UNIQUE_VIOLATION,
      );
      expect(await sqlStateOf(db.insert(friendConnections).values({ requesterId: 'ben', addresseeId: 'ann' }))).toBe(
        UNIQUE_VIOLATION,
      );
      await db.insert(friendConnections).values({ requesterId: 'cat', addresseeId: 'ann' });
      const rows = await db.select().from(friendConnections);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
    });

    it('refuses a request to oneself and an unknown status', async () => {
      expect(await sqlStateOf(db.insert(friendConnections).values({ requesterId: 'ann', addresseeId: 'ann' }))).toBe(
        CHECK_VIOLATION,
      );
      expect(
        await sqlStateOf(
          db.insert(friendConnections).values({ requesterId: 'ann', addresseeId: 'ben', status: 'maybe' as never }),
        ),
      ).toBe(CHECK_VIOLATION);
    });
  });

  describe('activity_engagements', () => {
    it('keeps one like per person per activity but allows many comments', async () => {
      const [activity] = await db
        .insert(socialActivities)
        .values({ userId: 'ann', activityType: 'friend_added', description: 'Ann and Ben are now friends' })
        .returning();
      const like = { activityId: activity.id, userId: 'ben', engagementType: 'like' as const };
      await db.insert(activityEngagements).values(like);
      expect(await sqlStateOf(db.insert(activityEngagements).values(like))).toBe(UNIQUE_VIOLATION);
      await db.insert(activityEngagements).values({ activityId: activity.id, userId: 'cat', engagementType: 'like' });
      const comment = { activityId: activity.id, userId: 'ben', engagementType: 'comment' as const, comment: 'Nice!' };
      await db.insert(activityEngagements).values([comment, { ...comment, comment: 'Again' }]);
      expect(
        await sqlStateOf(
          db.insert(activityEngagements).values({ activityId: activity.id, userId: 'ben', engagementType: 'comment' }),
        ),
      ).toBe(CHECK_VIOLATION);
      const likes = await db
        .select()
        .from(activityEngagements)
        .where(and(eq(activityEngagements.activityId, activity.id), eq(activityEngagements.engagementType, 'like')));
      expect(likes.map((l) => l.userId).sort()).toEqual(['ben', 'cat']);
    });
  });

  describe('wishlist_collaborators', () => {
    it('holds one membership per person and one owner per wishlist', async () => {
      const [list] = await db.insert(wishlists).values({ userId: 'ann', title: 'Birthday' }).returning();
      expect(list).toMatchObject({ privacy: 'private', isActive: true });
      await db.insert(wishlistCollaborators).values([
        { wishlistId: list.id, userId: 'ann', role: 'owner' },
        { wishlistId: list.id, userId: 'ben', role: 'editor', invitedBy: 'ann' },
      ]);
      expect(
        await sqlStateOf(db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: 'ben', role: 'viewer' })),
      ).toBe(UNIQUE_VIOLATION);
      expect(
        await sqlStateOf(db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: 'cat', role: 'owner' })),
      ).toBe(UNIQUE_VIOLATION);
      expect(
        await sqlStateOf(
          db.insert(wishlistCollaborators).values({ wishlistId: list.id, userId: 'cat', role: 'admin' as never }),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(await db.select().from(wishlistCollaborators)).toHaveLength(2);
    });
  });

  describe('products', () => {
    const headphones = {
      source: 'sample' as const,
      externalId: 'B0SAMPLE01',
      title: 'Wireless Noise Cancelling Headphones',
      brand: 'Sonora',
      description: 'Over-ear headphones with 30 hours of battery life.',
      price: 199.99,
      originalPrice: 249.99,
      category: 'Electronics & Tech' as const,
      tags: ['Sonora', 'prime', 'highly-rated', 'commuter gift'],
      rating: 4.6,
      reviewCount: 5321,
      url: 'https://www.amazon.com/dp/B0SAMPLE01',
    };
    const mug = {
      source: 'sample' as const,
      externalId: 'B0SAMPLE02',
      title: 'Ceramic Pour-Over Coffee Set',
      category: 'Home & Garden' as const,
      tags: ['coffee'],
      url: 'https://www.amazon.com/dp/B0SAMPLE02',
    };

    it('finds products by words of their title, brand, description and tags, stemmed', async () => {
      await db.insert(products).values([headphones, mug]);
      const search = async (q: string) =>
        (
          await db
            .select({ externalId: products.externalId })
            .from(products)
            .where(sql`${products.search} @@ websearch_to_tsquery('english', ${q})`)
        ).map((r) => r.externalId);
      expect(await search('wireless headphone')).toEqual(['B0SAMPLE01']);
      expect(await search('sonora')).toEqual(['B0SAMPLE01']);
      expect(await search('battery')).toEqual(['B0SAMPLE01']);
      expect(await search('commuter')).toEqual(['B0SAMPLE01']);
      expect(await search('coffee')).toEqual(['B0SAMPLE02']);
      expect(await search('telescope')).toEqual([]);
    });

    it('reads prices and ratings back as numbers and keeps one row per source and external id', async () => {
      await db.insert(products).values(headphones);
      const [row] = await db.select().from(products);
      expect(row).toMatchObject({ price: 199.99, originalPrice: 249.99, rating: 4.6, currency: 'USD' });
      expect(await sqlStateOf(db.insert(products).values(headphones))).toBe(UNIQUE_VIOLATION);
      await db.insert(products).values({ ...headphones, source: 'amazon' });
    });

    it('refuses a category outside the six and more tags than search covers', async () => {
      expect(await sqlStateOf(db.insert(products).values({ ...mug, category: 'Toys' as never }))).toBe(CHECK_VIOLATION);
      const tags = Array.from({ length: 17 }, (_, i) => `tag${i}`);
      expect(await sqlStateOf(db.insert(products).values({ ...mug, tags }))).toBe(CHECK_VIOLATION);
    });
  });

  describe('recipients', () => {
    it('stores age as an age range from the list', async () => {
      const [row] = await db
        .insert(recipients)
        .values({ userId: 'ann', name: 'Mum', age: '51-65', gender: 'female', relationship: 'Parent' })
        .returning();
      expect(row).toMatchObject({ age: '51-65', emailReminders: true, pushReminders: false, interests: [] });
      expect(await sqlStateOf(db.insert(recipients).values({ userId: 'ann', name: 'Dad', age: '54' as never }))).toBe(
        CHECK_VIOLATION,
      );
    });
  });

  describe('api_configurations', () => {
    const key = Buffer.alloc(32, 3);

    it('stores only sealed keys, one active row per service', async () => {
      const plainKey = 'sk-or-v1-0123456789abcdef';
      expect(
        await sqlStateOf(
          db
            .insert(apiConfigurations)
            .values({ serviceName: 'openrouter', apiKeyEncrypted: Buffer.from(plainKey).toString('base64') }),
        ),
      ).toBe(CHECK_VIOLATION);
      // Issue 8: the real format, not only the prefix: a plain key behind 'v1:' and malformed parts are refused.
      for (const fake of [`v1:${plainKey}`, 'v1:abc:def:ghi', `v2:${encryptSecret(plainKey, key).slice(3)}`, `${encryptSecret(plainKey, key)}:extra`, `${encryptSecret(plainKey, key)}\n`]) {
        expect(await sqlStateOf(db.insert(apiConfigurations).values({ serviceName: 'openrouter', apiKeyEncrypted: fake }))).toBe(CHECK_VIOLATION);
      }
      const sealed = { serviceName: 'openrouter', apiKeyEncrypted: encryptSecret(plainKey, key), userId: 'ann' };
      await db.insert(apiConfigurations).values(sealed);
      expect(await sqlStateOf(db.insert(apiConfigurations).values(sealed))).toBe(UNIQUE_VIOLATION);
      // Soft delete frees the service name for a new active row.
      await db.update(apiConfigurations).set({ isActive: false }).where(eq(apiConfigurations.serviceName, 'openrouter'));
      await db.insert(apiConfigurations).values(sealed);
      expect(await db.select().from(apiConfigurations)).toHaveLength(2);
    });
  });

  describe('blog_posts', () => {
    it('keeps slugs unique and finds published posts by their words', async () => {
      const post = { title: 'Gifts for Coffee Lovers', slug: 'gifts-for-coffee-lovers', content: 'Grinders and beans.' };
      const [row] = await db.insert(blogPosts).values(post).returning();
      expect(row).toMatchObject({ status: 'draft', author: 'Admin User', category: 'General', views: 0, readTime: 1 });
      expect(await sqlStateOf(db.insert(blogPosts).values(post))).toBe(UNIQUE_VIOLATION);
      expect(await sqlStateOf(db.insert(blogPosts).values({ ...post, slug: 'Not A Slug' }))).toBe(CHECK_VIOLATION);
      const found = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(sql`${blogPosts.search} @@ websearch_to_tsquery('english', 'grinder')`);
      expect(found).toEqual([{ slug: 'gifts-for-coffee-lovers' }]);
    });
  });
});
