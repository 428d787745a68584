import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type CalendarDate, isWithinNextDays, nextBirthday } from '#shared/calendar/dates.js';
import { roundTo, STATS_HISTORY_LIMIT } from '#shared/gift-history/insights.js';
import { birthdayProblem } from '#shared/schemas/profile.js';
import {
  GiftIdeaInput,
  RecipientPayload,
  type RecipientDeletionImpact,
  type RecipientListQuery,
  type RecipientStats,
  RecipientUpdate,
  UNSPECIFIED_RELATIONSHIP,
} from '#shared/schemas/recipients.js';
import type { Database } from '#server/db/client.js';
import { giftHistory, occasions, recipientGiftIdeas, recipients, reminders } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { addReminders, cancelReminders, moveReminders } from '#server/services/calendar/reminder-rows.js';
import { defaultReminderDays } from '#server/services/email/email-preferences.service.js';

/**
 * Recipients: the people a person shops for (core-app.md 3; issue 11). Private to their user: every read,
 * update and delete filters on both id and user_id (core-app.md 6). A recipient's birthday is an occasion of its
 * own (occasions.is_birthday), created, moved and removed here in the same transaction as the birthday field.
 */

export type RecipientRow = typeof recipients.$inferSelect;
export type GiftIdeaRow = typeof recipientGiftIdeas.$inferSelect;

function birthdayRefused(birthday: string | null | undefined, now: Date): AppError | null {
  if (!birthday) return null;
  const problem = birthdayProblem(birthday, now);
  return problem ? new AppError('VALIDATION_ERROR', `Invalid input: birthday`, { fields: { birthday: problem } }) : null;
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

/** Creates a recipient from the spec's payload and the beyond-the-spec fields; a birthday becomes its occasion. */
export async function createRecipient(db: Database, userId: string, payload: RecipientPayload, now: Date, today?: CalendarDate): Promise<RecipientRow> {
  const p = RecipientPayload.parse(payload);
  const refused = birthdayRefused(p.birthday, now);
  if (refused) throw refused;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .insert(recipients)
      .values({
        userId,
        name: p.name,
        age: p.age ?? null,
        gender: p.gender ?? null,
        relationship: p.relationship ?? null,
        interests: p.interests,
        personalityTraits: p.personality_traits,
        additionalInfo: p.additional_info || null,
        birthday: p.birthday ?? null,
        email: emptyToNull(p.email),
        emailReminders: p.email_reminders,
        pushReminders: p.push_reminders,
        clothingSize: emptyToNull(p.clothing_size),
        shoeSize: emptyToNull(p.shoe_size),
        ringSize: emptyToNull(p.ring_size),
        favoriteBrands: p.favorite_brands,
        favoriteStores: p.favorite_stores,
        dislikes: emptyToNull(p.dislikes),
        allergies: emptyToNull(p.allergies),
        alreadyHas: emptyToNull(p.already_has),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await syncBirthdayOccasion(tx, row, today ?? now.toISOString().slice(0, 10), now);
    return row;
  });
}

/** One of the person's recipients; another person's is as missing as an unknown id. */
export async function getRecipient(db: Database, userId: string, id: string): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
    .limit(1);
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The person's recipients, most recently updated first, filtered by relationship, age range and a text search. */
export function listRecipients(db: Database, userId: string, query: RecipientListQuery = {}): Promise<RecipientRow[]> {
  const filters = [eq(recipients.userId, userId)];
  if (query.relationship) filters.push(eq(recipients.relationship, query.relationship));
  if (query.age) filters.push(eq(recipients.age, query.age));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    // Case-insensitive over name, interests and relationship (core-app.md 5).
    filters.push(
      or(
        ilike(recipients.name, pattern),
        ilike(recipients.relationship, pattern),
        sql`exists (select 1 from unnest(${recipients.interests}) as i where i ilike ${pattern})`,
      )!,
    );
  }
  return db
    .select()
    .from(recipients)
    .where(and(...filters))
    .orderBy(desc(recipients.updatedAt), desc(recipients.createdAt), desc(recipients.id));
}

const COLUMN_OF = {
  name: 'name',
  age: 'age',
  gender: 'gender',
  relationship: 'relationship',
  interests: 'interests',
  personality_traits: 'personalityTraits',
  additional_info: 'additionalInfo',
  birthday: 'birthday',
  email: 'email',
  email_reminders: 'emailReminders',
  push_reminders: 'pushReminders',
  clothing_size: 'clothingSize',
  shoe_size: 'shoeSize',
  ring_size: 'ringSize',
  favorite_brands: 'favoriteBrands',
  favorite_stores: 'favoriteStores',
  dislikes: 'dislikes',
  allergies: 'allergies',
  already_has: 'alreadyHas',
} as const satisfies Record<keyof RecipientUpdate, keyof RecipientRow>;

/** Updates the fields given (by id and owner); the birthday occasion and its reminders follow. */
export async function updateRecipient(db: Database, recipient: RecipientRow, change: RecipientUpdate, now: Date, today: CalendarDate): Promise<RecipientRow> {
  const p = RecipientUpdate.parse(change);
  const refused = birthdayRefused(p.birthday, now);
  if (refused) throw refused;
  const set: Partial<typeof recipients.$inferInsert> = { updatedAt: now };
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, (typeof COLUMN_OF)[keyof typeof COLUMN_OF]][]) {
    if (!(key in p)) continue;
    const value = p[key];
    (set as Record<string, unknown>)[column] = typeof value === 'string' && key !== 'name' ? emptyToNull(value) : value;
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .update(recipients)
      .set(set)
      .where(and(eq(recipients.id, recipient.id), eq(recipients.userId, recipient.userId)))
      .returning();
    if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'Recipient not found.');
    await syncBirthdayOccasion(tx, row, today, now);
    if (p.name !== undefined || p.email !== undefined) {
      await tx
        .update(reminders)
        .set({ recipientName: row.name, recipientEmail: row.email, updatedAt: now })
        .where(and(eq(reminders.recipientId, row.id), eq(reminders.emailSent, false)));
    }
    if (p.email_reminders === false) {
      const own = await tx.select({ id: occasions.id }).from(occasions).where(eq(occasions.recipientId, row.id));
      await cancelReminders(tx, own.map((o) => o.id), now);
    } else if (p.email_reminders === true && !recipient.emailReminders) {
      // Turned back on: the birthday gets its default reminder again (other occasions keep what the person chose).
      const [birthday] = await tx.select().from(occasions).where(and(eq(occasions.recipientId, row.id), eq(occasions.isBirthday, true), eq(occasions.isActive, true)));
      if (birthday) await addReminders(tx, { userId: row.userId, occasion: birthday, recipient: row, days: [await defaultReminderDays(tx, row.userId)], today, now });
    }
    return row;
  });
}

/**
 * Keeps the birthday occasion in step with the birthday field: created when a birthday is set (with a
 * reminder at the owner's 'Remind me before occasions' when email reminders are on), moved when it changes, deactivated when it is cleared.
 */
async function syncBirthdayOccasion(db: Database, recipient: RecipientRow, today: CalendarDate, now: Date): Promise<void> {
  const [existing] = await db.select().from(occasions).where(and(eq(occasions.recipientId, recipient.id), eq(occasions.isBirthday, true))).limit(1);
  const title = `${recipient.name}'s birthday`;
  if (!recipient.birthday) {
    if (existing?.isActive) {
      await db.update(occasions).set({ isActive: false, updatedAt: now }).where(eq(occasions.id, existing.id));
      await cancelReminders(db, [existing.id], now);
    }
    return;
  }
  if (!existing) {
    const [occasion] = await db
      .insert(occasions)
      .values({
        ownerId: recipient.userId,
        recipientId: recipient.id,
        title,
        name: title,
        type: 'birthday',
        date: recipient.birthday,
        recurringAnnually: true,
        isBirthday: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (recipient.emailReminders) await addReminders(db, { userId: recipient.userId, occasion, recipient, days: [await defaultReminderDays(db, recipient.userId)], today, now });
    return;
  }
  const changed = existing.date !== recipient.birthday || existing.title !== title || !existing.isActive;
  if (!changed) return;
  const [occasion] = await db
    .update(occasions)
    .set({ date: recipient.birthday, title, name: title, isActive: true, updatedAt: now })
    .where(eq(occasions.id, existing.id))
    .returning();
  if (!existing.isActive && recipient.emailReminders) {
    await addReminders(db, { userId: recipient.userId, occasion, recipient, days: [await defaultReminderDays(db, recipient.userId)], today, now });
  }
  await moveReminders(db, occasion, today, now);
}

/** What goes with a recipient when it is deleted (the confirmation names it). */
export async function recipientDeletionImpact(db: Database, recipient: RecipientRow): Promise<RecipientDeletionImpact> {
  const [[o], [r], [g], [h]] = await Promise.all([
    db.select({ n: count() }).from(occasions).where(and(eq(occasions.recipientId, recipient.id), eq(occasions.isActive, true))),
    db.select({ n: count() }).from(reminders).where(and(eq(reminders.recipientId, recipient.id), eq(reminders.isActive, true))),
    db.select({ n: count() }).from(recipientGiftIdeas).where(eq(recipientGiftIdeas.recipientId, recipient.id)),
    db.select({ n: count() }).from(giftHistory).where(and(eq(giftHistory.recipientId, recipient.id), eq(giftHistory.giverId, recipient.userId))),
  ]);
  return { occasions: o.n, reminders: r.n, gift_ideas: g.n, gift_history: h.n };
}

/** Deletes by id and owner; occasions, reminders and gift ideas cascade, gift history keeps its rows. */
export async function deleteRecipient(db: Database, recipient: RecipientRow): Promise<RecipientDeletionImpact> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const removed = await recipientDeletionImpact(tx, recipient);
    await tx.delete(recipients).where(and(eq(recipients.id, recipient.id), eq(recipients.userId, recipient.userId)));
    return removed;
  });
}

/** Recipient stats (core-app.md 3, 9): birthdays within 30 days; gifts per recipient over at most 1000 entries. */
export async function recipientStats(db: Database, userId: string, today: CalendarDate): Promise<RecipientStats> {
  const rows = await db.select({ relationship: recipients.relationship, birthday: recipients.birthday }).from(recipients).where(eq(recipients.userId, userId));
  const history = await db.select({ id: giftHistory.id }).from(giftHistory).where(eq(giftHistory.giverId, userId)).limit(STATS_HISTORY_LIMIT);
  const relationshipBreakdown: Record<string, number> = {};
  for (const r of rows) {
    const key = r.relationship ?? UNSPECIFIED_RELATIONSHIP;
    relationshipBreakdown[key] = (relationshipBreakdown[key] ?? 0) + 1;
  }
  return {
    totalRecipients: rows.length,
    upcomingOccasions: rows.filter((r) => r.birthday && isWithinNextDays(nextBirthday(r.birthday, today), today)).length,
    relationshipBreakdown,
    averageGiftsPerRecipient: rows.length ? roundTo(history.length / rows.length, 1) : 0,
  };
}

/** The recipient's private gift ideas, newest first. */
export function listGiftIdeas(db: Database, recipient: RecipientRow): Promise<GiftIdeaRow[]> {
  return db
    .select()
    .from(recipientGiftIdeas)
    .where(and(eq(recipientGiftIdeas.recipientId, recipient.id), eq(recipientGiftIdeas.userId, recipient.userId)))
    .orderBy(desc(recipientGiftIdeas.createdAt), desc(recipientGiftIdeas.id));
}

export async function addGiftIdea(db: Database, recipient: RecipientRow, input: GiftIdeaInput, now: Date): Promise<GiftIdeaRow> {
  const p = GiftIdeaInput.parse(input);
  const [row] = await db
    .insert(recipientGiftIdeas)
    .values({
      userId: recipient.userId,
      recipientId: recipient.id,
      title: p.title,
      url: p.url ?? null,
      imageUrl: p.image_url ?? null,
      price: p.price ?? null,
      currency: p.currency,
      productId: p.product_id ?? null,
      source: p.source,
      notes: emptyToNull(p.notes),
      createdAt: now,
    })
    .returning();
  return row;
}

export async function findGiftIdea(db: Database, recipient: RecipientRow, ideaId: string): Promise<GiftIdeaRow | undefined> {
  const [row] = await db
    .select()
    .from(recipientGiftIdeas)
    .where(and(eq(recipientGiftIdeas.id, ideaId), eq(recipientGiftIdeas.recipientId, recipient.id), eq(recipientGiftIdeas.userId, recipient.userId)))
    .limit(1);
  return row;
}

export async function deleteGiftIdea(db: Database, idea: GiftIdeaRow): Promise<void> {
  await db.delete(recipientGiftIdeas).where(and(eq(recipientGiftIdeas.id, idea.id), eq(recipientGiftIdeas.userId, idea.userId)));
}
