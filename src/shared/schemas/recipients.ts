import { z } from 'zod';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS, RELATIONSHIPS } from '../constants/choice-lists.js';
import { ADDITIONAL_INFO_MAX_LENGTH, NAME_MAX_LENGTH } from './gift-finder.js';

/**
 * Recipients (core-app.md 3 "Recipient", "Saved recipient payload"). The API speaks the spec's field
 * names. This issue needs create and read; the recipients issue adds update, delete, filters and stats.
 */
export const RecipientPayload = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  age: z.enum(AGE_RANGES, { error: 'Please select an age range' }).nullable().optional(),
  gender: z.enum(GENDERS, { error: 'Please select a gender' }).nullable().optional(),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select your relationship' }).nullable().optional(),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
  personality_traits: z.array(z.enum(PERSONALITY_TRAITS)).max(PERSONALITY_TRAITS.length).default([]),
  additional_info: z.string().trim().max(ADDITIONAL_INFO_MAX_LENGTH).nullable().optional(),
  email_reminders: z.boolean().default(true),
  push_reminders: z.boolean().default(false),
});
export type RecipientPayload = z.input<typeof RecipientPayload>;

export const RecipientIdParams = z.object({ id: z.uuid({ error: 'Must be a recipient id' }) });

export const Recipient = z.object({
  id: z.string(),
  name: z.string(),
  age: z.enum(AGE_RANGES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  interests: z.array(z.string()),
  personality_traits: z.array(z.string()),
  additional_info: z.string().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  email_reminders: z.boolean(),
  push_reminders: z.boolean(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof Recipient>;

export const RecipientResponse = z.object({ recipient: Recipient });
export const RecipientListResponse = z.object({ recipients: z.array(Recipient) });
export type RecipientResponse = z.infer<typeof RecipientResponse>;
export type RecipientListResponse = z.infer<typeof RecipientListResponse>;
