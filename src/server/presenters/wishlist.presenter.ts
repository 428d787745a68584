import { mediaUrl } from '#shared/schemas/media.js';
import type { MyClaim } from '#shared/schemas/wishlists/claims.js';
import type { Collaborator, Invitation, ReceivedInvitation } from '#shared/schemas/wishlists/collaborators.js';
import type { ItemClaim, ListItem, WishlistDetailResponse } from '#shared/schemas/wishlists/items.js';
import type { Wishlist, WishlistStats, WishlistSummary, WishlistViewer } from '#shared/schemas/wishlists/lists.js';
import type { Share } from '#shared/schemas/wishlists/shares.js';
import { claimNameFor, isRevealed, revealAt } from '#shared/wishlists/rules.js';
import type { WishlistItemRow } from '#server/services/wishlists/default-wishlist.service.js';
import type { ClaimDetail } from '#server/services/wishlists/wishlist-claims.service.js';
import type { CollaboratorView, InvitationRow, ReceivedInvitationView } from '#server/services/wishlists/wishlist-collaborators.service.js';
import type { ShareRow } from '#server/services/wishlists/wishlist-shares.service.js';
import type { ClaimRow, OpenWishlistView, SealedWishlistView, WishlistSummaryView, WishlistView } from '#server/services/wishlists/wishlists.service.js';
import { itemImageUrl, presentWishlistItem } from './wishlist-item.presenter.js';

/**
 * Wishlists as the API sends them. Two item presenters, one per kind of view: presentSealedItem gets an item
 * row and at most registry mode's yes/no, and writes null into every claim field, so the owner's answer before
 * the reveal cannot carry a claim whatever the caller passes; presentOpenItem writes the claims, hiding the
 * names that their claimers hid from other viewers.
 */

export interface PresentOptions {
  affiliateTag?: string;
  now: Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function baseItem(row: WishlistItemRow, options: PresentOptions) {
  const item = presentWishlistItem(row, { affiliateTag: options.affiliateTag });
  return {
    ...item,
    quantity: row.quantity,
    notes: row.notes,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The owner before the reveal, and signed-out visitors: no claim, no surprise (the view holds none); for the
 * owner at most 'reserved' in registry mode, for a signed-out visitor only how many units are taken.
 */
export function presentSealedItem(
  row: WishlistItemRow,
  reservedItemIds: ReadonlySet<string> | null,
  options: PresentOptions,
  claimedQuantities: ReadonlyMap<string, number> | null = null,
): ListItem {
  return {
    ...baseItem(row, options),
    isSurprise: false,
    claims: null,
    claimedQuantity: claimedQuantities ? (claimedQuantities.get(row.id) ?? 0) : null,
    reserved: reservedItemIds ? reservedItemIds.has(row.id) : null,
  };
}

function presentItemClaim(claim: ClaimRow, viewerUserId: string | null, ownerAfterReveal: boolean): ItemClaim {
  const mine = viewerUserId !== null && claim.userId === viewerUserId;
  return {
    id: claim.id,
    quantity: claim.quantity,
    purchased: claim.purchased,
    name: claimNameFor({ name: claim.name, hideName: claim.hideName, mine }, ownerAfterReveal),
    hideName: claim.hideName,
    mine,
    createdAt: claim.createdAt.toISOString(),
  };
}

export function presentOpenItem(
  entry: OpenWishlistView['items'][number],
  viewerUserId: string | null,
  ownerAfterReveal: boolean,
  options: PresentOptions,
): ListItem {
  return {
    ...baseItem(entry.item, options),
    isSurprise: entry.item.isSurprise,
    claims: entry.claims.map((c) => presentItemClaim(c, viewerUserId, ownerAfterReveal)),
    claimedQuantity: entry.claims.reduce((n, c) => n + c.quantity, 0),
    reserved: null,
  };
}

function presentStats(view: WishlistView): WishlistStats {
  if (view.sealed) return { ...view.stats, purchasedCount: null, purchasedValue: null };
  return view.stats;
}

export function presentWishlist(view: WishlistView, options: PresentOptions): Wishlist {
  const { list, owner } = view;
  const reveal = revealAt(list);
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    occasion: list.occasion,
    privacy: list.privacy,
    coverImageUrl: list.coverMediaId ? mediaUrl(list.coverMediaId) : list.coverImageUrl,
    eventDate: list.eventDate,
    registryMode: list.registryMode,
    isDefault: list.isDefault,
    archivedAt: iso(list.archivedAt),
    revealAt: iso(reveal),
    revealed: isRevealed(list, options.now),
    owner: { id: owner.id, name: owner.name, avatarUrl: owner.avatarMediaId ? mediaUrl(owner.avatarMediaId) : null },
    collaboratorCount: view.collaboratorCount,
    stats: presentStats(view),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

export function presentWishlistSummary(summary: WishlistSummaryView, options: PresentOptions): WishlistSummary {
  return { ...presentWishlist(summary.view, options), role: summary.role };
}

/** The viewer block: the flags are the rulebook's (view.abilities, built by the service), never worked out here. */
function presentViewer(view: WishlistView): WishlistViewer {
  const { access, list, userId, abilities } = view;
  const role = userId ? access.role : null;
  return {
    role,
    isOwner: userId !== null && userId === list.userId,
    canEditItems: abilities.canEditItems,
    canManage: abilities.canManage,
    canClaim: abilities.canClaim,
    // Not a permission but which view the service built: the owner before the reveal and visitors get the sealed one.
    canSeeClaims: !view.sealed,
    via: role ? 'member' : access.viaShareLink ? 'share-link' : 'public',
  };
}

function presentSealedItems(view: SealedWishlistView, options: PresentOptions): ListItem[] {
  return view.items.map((row) => presentSealedItem(row, view.reservedItemIds, options, view.claimedQuantities));
}

function presentOpenItems(view: OpenWishlistView, options: PresentOptions): ListItem[] {
  const ownerAfterReveal = view.userId !== null && view.userId === view.list.userId;
  return view.items.map((entry) => presentOpenItem(entry, view.userId, ownerAfterReveal, options));
}

export function presentWishlistDetail(view: WishlistView, options: PresentOptions): WishlistDetailResponse {
  return {
    wishlist: presentWishlist(view, options),
    items: view.sealed ? presentSealedItems(view, options) : presentOpenItems(view, options),
    viewer: presentViewer(view),
  };
}

/** An item just written, as its writer sees it: the owner's is sealed until the reveal (no claims either way). */
export function presentWrittenItem(row: WishlistItemRow, sealed: boolean, options: PresentOptions): ListItem {
  if (sealed) return presentSealedItem(row, null, options);
  return { ...baseItem(row, options), isSurprise: row.isSurprise, claims: null, claimedQuantity: null, reserved: null };
}

export function presentCollaborator(c: CollaboratorView): Collaborator {
  return {
    id: c.id,
    userId: c.userId,
    role: c.role,
    name: c.name,
    email: c.email,
    avatarUrl: c.avatarMediaId ? mediaUrl(c.avatarMediaId) : null,
    invitedBy: c.invitedBy,
    invitedAt: c.invitedAt.toISOString(),
    acceptedAt: iso(c.acceptedAt),
  };
}

type InvitationStatus = Invitation['status'];

export function presentInvitation(row: InvitationRow, status: InvitationStatus): Invitation {
  return {
    id: row.id,
    wishlistId: row.wishlistId,
    email: row.email,
    role: row.role,
    status,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function presentReceivedInvitation(found: ReceivedInvitationView, status: InvitationStatus): ReceivedInvitation {
  return {
    id: found.invitation.id,
    role: found.invitation.role,
    status,
    wishlist: { id: found.list.id, title: found.list.title },
    invitedByName: found.invitedByName,
    invitedAt: found.invitation.invitedAt.toISOString(),
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

export function presentShare(row: ShareRow, baseUrl: string, status: Share['status']): Share {
  return {
    id: row.id,
    token: row.shareToken,
    url: `${baseUrl}/wishlists/shared/${row.shareToken}`,
    expiresAt: iso(row.expiresAt),
    isActive: row.isActive,
    status,
    viewCount: row.viewCount,
    lastAccessedAt: iso(row.lastAccessedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A claim as its own claimer sees it ('My claims', the manage link). */
export function presentMyClaim(detail: ClaimDetail): MyClaim {
  const { claim, item, list } = detail;
  return {
    id: claim.id,
    status: claim.status,
    quantity: claim.quantity,
    purchased: claim.purchased,
    purchasedAt: iso(claim.purchasedAt),
    hideName: claim.hideName,
    name: claim.name,
    createdAt: claim.createdAt.toISOString(),
    item: {
      id: item.id,
      title: item.title,
      imageUrl: itemImageUrl(item),
      url: item.url,
      price: item.price,
      currency: item.currency,
      quantity: item.quantity,
      isSurprise: item.isSurprise,
      productId: item.productId,
    },
    wishlist: { id: list.id, title: list.title, ownerName: detail.ownerName, eventDate: list.eventDate },
  };
}
