import { and, desc, eq } from 'drizzle-orm';
import { RecipientPayload } from '../../../shared/schemas/recipients.js';
import type { Database } from '../../db/client.js';
import { recipients } from '../../db/schema/recipients.js';

/**
 * Recipients: the people a person shops for (core-app.md 3). Private to their user: every read filters on
 * both id and user_id (core-app.md 6). This issue needs create and read; the recipients issue adds the rest.
 */

export type RecipientRow = typeof recipients.$inferSelect;

/** Creates a recipient from the spec's payload (name, age, gender, relationship, interests, personality_traits, additional_info, email_reminders, push_reminders). */
export async function createRecipient(db: Database, userId: string, payload: RecipientPayload, now: Date): Promise<RecipientRow> {
  const p = RecipientPayload.parse(payload);
  const [row] = await db
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
      emailReminders: p.email_reminders,
      pushReminders: p.push_reminders,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
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

/** The person's recipients, most recently updated first. */
export function listRecipients(db: Database, userId: string): Promise<RecipientRow[]> {
  return db
    .select()
    .from(recipients)
    .where(eq(recipients.userId, userId))
    .orderBy(desc(recipients.updatedAt), desc(recipients.createdAt), desc(recipients.id));
}
