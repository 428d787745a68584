import type { Recipient } from '../../shared/schemas/recipients.js';
import type { RecipientRow } from '../services/recipients/recipient.service.js';

/** A recipient with the spec's field names (core-app.md 3 "Recipient"); user_id stays on the server. */
export function presentRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    relationship: row.relationship,
    interests: row.interests,
    personality_traits: row.personalityTraits,
    additional_info: row.additionalInfo,
    birthday: row.birthday,
    email: row.email,
    email_reminders: row.emailReminders,
    push_reminders: row.pushReminders,
    updated_at: row.updatedAt.toISOString(),
  };
}
