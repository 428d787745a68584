import { type RenderedEmail, renderEmail } from '#server/services/email/email-layout.js';

/**
 * The wishlist emails, in the one email layout: the invitation, a share-link visitor's claim confirmation
 * (its link also manages and cancels the claim), and the notice to a claimer that the owner changed or
 * removed what they claimed (the owner cannot know who to tell). None says anything about claims to the owner.
 */

export function invitationEmail(input: { inviterName: string; listTitle: string; role: 'editor' | 'viewer'; url: string }): RenderedEmail {
  const what = input.role === 'editor' ? 'view and edit' : 'view';
  return renderEmail({
    subject: `${input.inviterName} invited you to the wishlist "${input.listTitle}"`,
    heading: 'You are invited to a wishlist',
    blocks: [
      { paragraph: `${input.inviterName} invited you to ${what} the wishlist "${input.listTitle}" on Giftwise.` },
      { paragraph: 'Open the invitation to accept or decline it. Accepting needs a Giftwise account; you can create one on the way.' },
    ],
    action: { label: 'Open the invitation', url: input.url },
    footer: 'If you did not expect this invitation, you can ignore this email or decline the invitation.',
  });
}

export function claimConfirmationEmail(input: { name: string; itemTitle: string; listTitle: string; quantity: number; url: string }): RenderedEmail {
  return renderEmail({
    subject: `Confirm your gift: ${input.itemTitle}`,
    heading: 'Confirm the gift you claimed',
    greeting: `Hi ${input.name},`,
    blocks: [
      { paragraph: `You claimed "${input.itemTitle}" on the wishlist "${input.listTitle}". Confirm it so that nobody else buys it too.` },
      { facts: [['Item', input.itemTitle], ['Quantity', String(input.quantity)], ['Wishlist', input.listTitle]] },
      { paragraph: 'Keep this email: the same link lets you mark the gift as purchased, change the quantity or cancel your claim.' },
    ],
    action: { label: 'Confirm and manage my claim', url: input.url },
    footer: 'If you did not claim this gift, ignore this email: an unconfirmed claim reserves nothing and expires after 7 days.',
  });
}

export function itemChangedEmail(input: {
  name: string;
  itemTitle: string;
  listTitle: string;
  change: 'edited' | 'deleted';
  url: string | null;
}): RenderedEmail {
  const edited = input.change === 'edited';
  return renderEmail({
    subject: edited ? `A gift you claimed was changed: ${input.itemTitle}` : `A gift you claimed was removed: ${input.itemTitle}`,
    heading: edited ? 'A gift you claimed was changed' : 'A gift you claimed was removed',
    greeting: `Hi ${input.name},`,
    blocks: [
      {
        paragraph: edited
          ? `"${input.itemTitle}" on the wishlist "${input.listTitle}" was changed after you claimed it. Check that it is still what you plan to buy.`
          : `"${input.itemTitle}" was removed from the wishlist "${input.listTitle}" after you claimed it, so your claim is gone. If you already bought it, it may still be welcome.`,
      },
      { paragraph: 'The owner does not know who claimed it, so the surprise is safe.' },
    ],
    ...(input.url ? { action: { label: edited ? 'See the item' : 'See the wishlist', url: input.url } } : {}),
  });
}
