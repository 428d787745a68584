import type { AgeRange, Gender, Interest, PersonalityTrait, Relationship } from '#shared/constants/choice-lists';
import { type Recipient, RecipientPayload } from '#shared/schemas/recipients';

/** The form's values: text as typed, lists of brands and stores as comma-separated text. */
export interface RecipientFormValues {
  name: string;
  age: AgeRange | '';
  gender: Gender | '';
  relationship: Relationship | '';
  interests: Interest[];
  personality_traits: PersonalityTrait[];
  additional_info: string;
  birthday: string;
  email: string;
  email_reminders: boolean;
  push_reminders: boolean;
  clothing_size: string;
  shoe_size: string;
  ring_size: string;
  favorite_brands: string;
  favorite_stores: string;
  dislikes: string;
  allergies: string;
  already_has: string;
}

export const EMPTY_RECIPIENT: RecipientFormValues = {
  name: '',
  age: '',
  gender: '',
  relationship: '',
  interests: [],
  personality_traits: [],
  additional_info: '',
  birthday: '',
  email: '',
  // core-app.md 3, saved recipient payload: email reminders on, push reminders off.
  email_reminders: true,
  push_reminders: false,
  clothing_size: '',
  shoe_size: '',
  ring_size: '',
  favorite_brands: '',
  favorite_stores: '',
  dislikes: '',
  allergies: '',
  already_has: '',
};

export function formValuesOf(recipient: Recipient): RecipientFormValues {
  return {
    name: recipient.name,
    age: recipient.age ?? '',
    gender: recipient.gender ?? '',
    relationship: recipient.relationship ?? '',
    interests: recipient.interests as Interest[],
    personality_traits: recipient.personality_traits as PersonalityTrait[],
    additional_info: recipient.additional_info ?? '',
    birthday: recipient.birthday ?? '',
    email: recipient.email ?? '',
    email_reminders: recipient.email_reminders,
    push_reminders: recipient.push_reminders,
    clothing_size: recipient.clothing_size ?? '',
    shoe_size: recipient.shoe_size ?? '',
    ring_size: recipient.ring_size ?? '',
    favorite_brands: recipient.favorite_brands.join(', '),
    favorite_stores: recipient.favorite_stores.join(', '),
    dislikes: recipient.dislikes ?? '',
    allergies: recipient.allergies ?? '',
    already_has: recipient.already_has ?? '',
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The payload for POST (and PATCH: every field is sent, an emptied field as null, so clearing one sticks). */
export function toPayload(values: RecipientFormValues) {
  return {
    name: values.name,
    age: values.age || null,
    gender: values.gender || null,
    relationship: values.relationship || null,
    interests: values.interests,
    personality_traits: values.personality_traits,
    additional_info: orNull(values.additional_info),
    birthday: orNull(values.birthday),
    email: orNull(values.email),
    email_reminders: values.email_reminders,
    push_reminders: values.push_reminders,
    clothing_size: orNull(values.clothing_size),
    shoe_size: orNull(values.shoe_size),
    ring_size: orNull(values.ring_size),
    favorite_brands: list(values.favorite_brands),
    favorite_stores: list(values.favorite_stores),
    dislikes: orNull(values.dislikes),
    allergies: orNull(values.allergies),
    already_has: orNull(values.already_has),
  } satisfies RecipientPayload;
}

/** Checks the payload with the API's own schema: field -> first message (the server checks again). */
export function payloadErrors(values: RecipientFormValues): Partial<Record<keyof RecipientFormValues, string>> {
  const result = RecipientPayload.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof RecipientFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RecipientFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
