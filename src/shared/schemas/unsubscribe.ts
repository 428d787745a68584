import { z } from 'zod';

/** admin-area.md section 9: the unsubscribe types. */
export const UNSUBSCRIBE_SCOPES = ['all', 'marketing', 'reminders'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

const token = z.string().trim().min(1, 'Missing unsubscribe token').max(2000, 'Invalid unsubscribe token');

/** GET /api/unsubscribe?token= and POST /api/unsubscribe/one-click?token= */
export const UnsubscribeTokenQuery = z.object({ token });
export type UnsubscribeTokenQuery = z.infer<typeof UnsubscribeTokenQuery>;

/** POST /api/unsubscribe: true unsubscribes from a type, false subscribes again; none given = the link's own type. */
export const UnsubscribeInput = z.object({
  token,
  all: z.boolean().optional(),
  marketing: z.boolean().optional(),
  reminders: z.boolean().optional(),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInput>;

export const UnsubscribeFlags = z.object({ all: z.boolean(), marketing: z.boolean(), reminders: z.boolean() });
export type UnsubscribeFlags = z.infer<typeof UnsubscribeFlags>;

/** What a link covers and where the address stands now. */
export const UnsubscribeStatus = z.object({
  email: z.string(),
  scope: z.enum(UNSUBSCRIBE_SCOPES),
  unsubscribed: UnsubscribeFlags,
  updatedAt: z.string().nullable(),
});
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatus>;
