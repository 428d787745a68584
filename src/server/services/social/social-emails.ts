import { type RenderedEmail, renderEmail } from '#server/services/email/email-layout.js';

/** The friend invitation email, in the one email layout: who invites, and the link that connects the two. */
export function friendInviteEmail(input: { inviterName: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: `${input.inviterName} invited you to Giftwise`,
    heading: 'You are invited to Giftwise',
    blocks: [
      { paragraph: `${input.inviterName} would like to be friends on Giftwise, to share wishlists and gift ideas.` },
      { paragraph: 'Open the invitation to create your free account (or sign in) and accept it. The link works for 30 days.' },
    ],
    action: { label: 'Accept the invitation', url: input.url },
    footer: 'If you did not expect this invitation, you can ignore this email.',
  });
}
