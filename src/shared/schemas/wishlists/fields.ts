import { z } from 'zod';
import { GIFT_OCCASIONS, WISHLIST_PRIVACY } from '#shared/constants/choice-lists.js';
import { PRIORITY_MAX, PRIORITY_MIN } from '#shared/wishlists/rules.js';
import { calendarDateField } from '../calendar-fields.js';

/**
 * The wishlists API's shared pieces: limits, messages and field rules. The schemas are split by resource
 * in this folder (lists, items, collaborators, shares, claims). The wishlists API (issue 12; core-app.md 3-7, 9): lists, items, collaborators and invitations, share
 * links, claims and 'My claims'. Every route is listed in docs/api/wishlists.md. The heart's default list
 * (default-wishlist.ts) is one of these lists: it shows in GET /api/wishlists and can be renamed.
 *
 * Claims never reach the owner before the reveal: the owner's item shape carries no claim data
 * (`claims` and `claimedQuantity` are null, surprise items are absent), except `reserved` in registry mode.
 */

export const WISHLIST_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  itemTitleMax: 300,
  itemDescriptionMax: 2000,
  notesMax: 1000,
  urlMax: 2048,
  quantityMax: 99,
  priceMax: 1_000_000,
  shareExpiryDaysMax: 365,
  claimNameMax: 100,
  emailMax: 254,
} as const;

export const WISHLIST_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `Title must be at most ${WISHLIST_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${WISHLIST_LIMITS.descriptionMax} characters`,
  occasion: 'Please select an occasion',
  privacy: 'Please choose public, friends or private',
  eventDate: 'Please enter a valid date',
  itemTitleRequired: 'Please enter a name for the item',
  itemTitleTooLong: `Name must be at most ${WISHLIST_LIMITS.itemTitleMax} characters`,
  url: 'Please enter a web address starting with http:// or https://',
  imageUrl: 'Please enter an image address starting with https:// or http://',
  price: 'Price must be 0 or more',
  currency: 'Currency must be a three-letter code such as USD',
  priority: `Priority must be between ${PRIORITY_MIN} and ${PRIORITY_MAX}`,
  quantity: `Quantity must be between 1 and ${WISHLIST_LIMITS.quantityMax}`,
  notesTooLong: `Notes must be at most ${WISHLIST_LIMITS.notesMax} characters`,
  email: 'Please enter a valid email address',
  role: 'Please choose editor or viewer',
  expiryDays: `Expiry must be between 1 and ${WISHLIST_LIMITS.shareExpiryDaysMax} days`,
  claimName: 'Please enter your name',
  /** The pasted-URL reader's clear message (also the 400's fields.url). */
  urlUnreadable: 'We could not read that page. Check the address, or enter the details yourself.',
  urlNotAllowed: 'That address cannot be read. Use a public http:// or https:// shop page.',
  shareExpired: 'This share link has expired. Ask the owner for a new one.',
  shareRevoked: 'This share link is no longer active. Ask the owner for a new one.',
  shareNotFound: 'This share link does not exist. Check the address or ask the owner for a new one.',
  notEnoughLeft: 'Not enough of this item is left to claim.',
  alreadyClaimed: 'You have already claimed this item. Change the quantity of your claim instead.',
  ownerCannotClaim: 'You cannot claim items on your own wishlist.',
  claimConfirmSent: 'Check your email: we sent you a link to confirm your claim.',
  claimEmailsLimit: 'We already sent several confirmation emails to this address in the last hour. Please use one of them, or try again later.',
  invitationGone: 'This invitation is no longer valid.',
  invitationOtherEmail: 'This invitation was sent to another email address.',
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
export const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(WISHLIST_LIMITS.urlMax, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);
export const optionalUrl = (message: string) =>
  z
    .union([z.literal(''), httpUrl(message)], { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const eventDateField = calendarDateField(WISHLIST_MESSAGES.eventDate).nullable().optional();

export const occasionField = z.enum(GIFT_OCCASIONS, { error: WISHLIST_MESSAGES.occasion }).nullable().optional();
export const privacyField = z.enum(WISHLIST_PRIVACY, { error: WISHLIST_MESSAGES.privacy });
export const emailField = z.email({ error: WISHLIST_MESSAGES.email }).trim().max(WISHLIST_LIMITS.emailMax, WISHLIST_MESSAGES.email);
