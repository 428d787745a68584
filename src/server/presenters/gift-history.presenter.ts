import type { GiftHistoryEntry, ReceivedGift } from '#shared/schemas/gift-history.js';
import type { GiftIdea, GiftIdeaSource } from '#shared/schemas/recipients.js';
import type { GiftHistoryView, ReceivedGiftRow } from '#server/services/calendar/gift-history.service.js';
import type { GiftIdeaRow } from '#server/services/recipients/recipient.service.js';

/** Gift history, received gifts and gift ideas with the contract's names; owner columns stay on the server. */

export function presentGiftHistory(row: GiftHistoryView): GiftHistoryEntry {
  return {
    id: row.id,
    recipient_id: row.recipientId,
    recipient_name: row.recipientName,
    recipient_relationship: row.recipientRelationship,
    gift_date: row.giftDate,
    product_title: row.productTitle,
    product_price: row.productPrice,
    product_url: row.productUrl,
    product_id: row.productId,
    occasion_type: row.occasionType,
    satisfaction_rating: row.satisfactionRating,
    category: row.category,
    notes: row.notes,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentReceivedGift(row: ReceivedGiftRow): ReceivedGift {
  return {
    id: row.id,
    description: row.description,
    giver_name: row.giverName,
    giver_recipient_id: row.giverRecipientId,
    occasion_type: row.occasionType,
    received_date: row.receivedDate,
    notes: row.notes,
    thanked: row.thanked,
    thanked_at: row.thankedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentGiftIdea(row: GiftIdeaRow): GiftIdea {
  return {
    id: row.id,
    recipient_id: row.recipientId,
    title: row.title,
    url: row.url,
    image_url: row.imageUrl,
    price: row.price,
    currency: row.currency,
    product_id: row.productId,
    source: row.source as GiftIdeaSource,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}
