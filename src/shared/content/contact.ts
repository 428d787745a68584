import type { ContentPage } from './types.js';

/** /contact: the words around the contact form (the form itself is the page's). */
export const CONTACT: ContentPage = {
  path: '/contact',
  eyebrow: 'Support',
  title: 'Contact Us',
  description:
    'Questions about your account, an idea for Giftwise, or something that did not work as it should: send us a message and we will reply by email.',
  sections: [
    {
      id: 'before-you-write',
      heading: 'Before you write',
      paragraphs: [
        'Many questions already have an answer in the Help Center: verifying your email, resetting a password, sharing wishlists, reminders and unsubscribing.',
      ],
      links: [{ to: '/help', label: 'Visit Help Center' }],
    },
    {
      id: 'what-happens-next',
      heading: 'What happens next',
      paragraphs: [
        'Your message goes to our support team, and you get an email confirming that it arrived. We reply to the email address you give, so please check it is right.',
        'Never send your password: nobody at Giftwise will ask for it.',
      ],
    },
  ],
};
