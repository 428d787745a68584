import type { ContentPage } from './types.js';

/** /about: what Giftwise is for and the principles it is built on. No invented history or team. */
export const ABOUT: ContentPage = {
  path: '/about',
  eyebrow: 'Our purpose',
  title: 'About Giftwise',
  description:
    'Giftwise helps people give gifts that feel personal: ideas that fit the person, reminders before the day, and wishlists that family and friends can share.',
  sections: [
    {
      id: 'why',
      heading: 'Why Giftwise exists',
      paragraphs: [
        'Choosing a gift is rarely about finding a product. It is about knowing the person: what they enjoy, what they already have, what the occasion calls for and what you can spend. Most shops start from the product; Giftwise starts from the person.',
        'You describe who you are buying for, and Giftwise suggests ideas with the reasons they fit. You stay the one who decides.',
      ],
    },
    {
      id: 'what-it-does',
      heading: 'What Giftwise does',
      paragraphs: ['Giftwise brings the whole job of gifting into one place:'],
      bullets: [
        'The AI Gift Finder: four short steps from a description of the person to ideas with reasons.',
        'Discover: popular products across six categories, each with a gift score.',
        'Recipients and a calendar: the people you buy for, their birthdays and occasions, with email reminders before each one.',
        'Wishlists: lists for every occasion that you can keep private, share with friends or edit together.',
        'The social hub: friends, an activity feed, likes and comments.',
      ],
      links: [{ to: '/how-it-works', label: 'See how it works' }],
    },
    {
      id: 'principles',
      heading: 'What we hold to',
      paragraphs: [],
      bullets: [
        'Reasons, not pressure. Every suggestion says why it was made. Nothing is bought for you and nothing blinks at you.',
        'Your data is yours. We keep what the product needs to work, we do not sell it, and we set no advertising or tracking cookies.',
        'Honest links. When a product link earns a commission for Giftwise, the page says so. It never changes the price you pay.',
        'For everyone. Giftwise works on a phone and a desktop, with a keyboard and a screen reader, and can be installed like an app.',
      ],
      links: [
        { to: '/privacy', label: 'Privacy policy' },
        { to: '/cookie-policy', label: 'Cookie policy' },
      ],
    },
    {
      id: 'cost',
      heading: 'What it costs',
      paragraphs: [
        'Using Giftwise is free: there is no subscription and no paid tier. Products are bought from the retailers that sell them, on their own sites.',
      ],
    },
    {
      id: 'get-in-touch',
      heading: 'Get in touch',
      paragraphs: [
        'Questions, ideas or something that did not work as it should: we read every message. The Help Center answers the most common questions straight away.',
      ],
      links: [
        { to: '/contact', label: 'Contact us' },
        { to: '/help', label: 'Visit Help Center' },
      ],
    },
  ],
};
