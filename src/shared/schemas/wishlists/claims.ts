import { z } from 'zod';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, emailField } from './fields.js';
import { itemFields } from './items.js';

/** Claims and 'My claims' (issue 12, decision 173): claiming as a person or a share-link visitor, the emailed manage link, surprise items. */

const claimQuantity = z
  .number({ error: WISHLIST_MESSAGES.quantity })
  .int(WISHLIST_MESSAGES.quantity)
  .min(1, WISHLIST_MESSAGES.quantity)
  .max(WISHLIST_LIMITS.quantityMax, WISHLIST_MESSAGES.quantity);

/** A signed-in viewer claims an item of a list they may view. */
export const ClaimInput = z.object({ quantity: claimQuantity.default(1), hideName: z.boolean().default(false) }).strict();
export type ClaimInput = z.input<typeof ClaimInput>;

/**
 * Claiming through a share link. Signed out: name and email are required and the claim waits for the
 * emailed confirmation link. Signed in: name and email are ignored and the claim is the person's own.
 */
export const SharedClaimInput = z
  .object({
    quantity: claimQuantity.default(1),
    hideName: z.boolean().default(false),
    name: z.string().trim().min(1, WISHLIST_MESSAGES.claimName).max(WISHLIST_LIMITS.claimNameMax, WISHLIST_MESSAGES.claimName).optional(),
    email: emailField.optional(),
  })
  .strict();
export type SharedClaimInput = z.input<typeof SharedClaimInput>;

export const UpdateClaimInput = z
  .object({ quantity: claimQuantity.optional(), purchased: z.boolean().optional(), hideName: z.boolean().optional() })
  .strict();
export type UpdateClaimInput = z.input<typeof UpdateClaimInput>;

export const ClaimIdParams = z.object({ claimId: z.uuid({ error: 'Must be a claim id' }) });
export const ClaimTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, 'Unknown claim link') });

const CLAIM_STATUSES = ['pending', 'confirmed'] as const;

/** A claim as its claimer sees it ('My claims', the emailed manage link). */
export const MyClaim = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  quantity: z.number().int().positive(),
  purchased: z.boolean(),
  purchasedAt: z.string().nullable(),
  hideName: z.boolean(),
  name: z.string(),
  createdAt: z.string(),
  item: z.object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    url: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    quantity: z.number().int().positive(),
    isSurprise: z.boolean(),
    /** The catalogue product it was added from, if any (kept when the claim is logged as given). */
    productId: z.string().nullable(),
  }),
  wishlist: z.object({ id: z.string(), title: z.string(), ownerName: z.string(), eventDate: z.string().nullable() }),
});
export type MyClaim = z.infer<typeof MyClaim>;
export const MyClaimsResponse = z.object({ claims: z.array(MyClaim) });
export type MyClaimsResponse = z.infer<typeof MyClaimsResponse>;
export const MyClaimResponse = z.object({ claim: MyClaim });
export type MyClaimResponse = z.infer<typeof MyClaimResponse>;
/** A share-link visitor's claim waits for the emailed link: 202 with this message. */
export const PendingClaimResponse = z.object({ claim: MyClaim, message: z.string() });
export type PendingClaimResponse = z.infer<typeof PendingClaimResponse>;

/** A viewer's surprise item: the fields of a typed item; it counts as claimed (whole quantity) by whoever added it. */
export const SurpriseItemInput = z.object(itemFields).strict();
export type SurpriseItemInput = z.input<typeof SurpriseItemInput>;
