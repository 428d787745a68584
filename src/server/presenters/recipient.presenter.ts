import { type CalendarDate, daysUntilBirthday, nextBirthday } from '#shared/calendar/dates.js';
import type { Recipient } from '#shared/schemas/recipients.js';
import type { RecipientRow } from '#server/services/recipients/recipient.service.js';

/**
 * A recipient with the spec's field names (core-app.md 3 "Recipient") and the beyond-the-spec ones; user_id
 * stays on the server. `today` is today in the person's time zone (the birthday's next date and days left).
 */
export function presentRecipient(row: RecipientRow, today: CalendarDate): Recipient {
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
    clothing_size: row.clothingSize,
    shoe_size: row.shoeSize,
    ring_size: row.ringSize,
    favorite_brands: row.favoriteBrands,
    favorite_stores: row.favoriteStores,
    dislikes: row.dislikes,
    allergies: row.allergies,
    already_has: row.alreadyHas,
    next_birthday: row.birthday ? nextBirthday(row.birthday, today) : null,
    days_until_birthday: row.birthday ? daysUntilBirthday(row.birthday, today) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
