import type { ContentPage } from './types.js';

/** /privacy: what Giftwise keeps, why, who else sees it, and the choices people have. */
export const PRIVACY: ContentPage = {
  path: '/privacy',
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  description: 'What Giftwise keeps about you, why it keeps it, who else sees it, and how you stay in control.',
  updated: '2026-11-28',
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      paragraphs: [
        'Giftwise keeps what it needs to find gifts for you and to remember the people and dates you save. We do not sell your data, we show no advertising, and we set no tracking cookies. You can change or delete what you saved, and close your account at any time.',
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep',
      paragraphs: ['Depending on what you use, Giftwise stores:'],
      bullets: [
        'Your account: name, email address, whether you confirmed it, and your password as a one-way hash (never the password itself).',
        'Your profile, if you fill it in: interests, personality traits, age range, gender, birthday and photo.',
        'What you create: recipients (the people you buy for, with the details you give about them), occasions and reminders, wishlists and their items, gift history, friends, posts, likes and comments.',
        'Notifications we show you, your notification and email preferences, and, on a device where you allow notifications, the address your browser gives us for sending alerts to it.',
        'Sessions: when you signed in, the browser and IP address a session came from, and when it was last used, so that you stay signed in and suspicious sign-ins can be spotted.',
        'Records that keep the service safe and working: error reports (the page address, the browser, your account if you were signed in, and what went wrong), short-lived counters of requests per IP address to stop abuse, sign-in attempt counts, a log of administrators’ actions, and for each request to the AI model what was asked, the answer and its cost.',
      ],
    },
    {
      id: 'recipients',
      heading: 'People you save',
      paragraphs: [
        'When you save a recipient, you tell Giftwise about someone else. Keep it to what helps you choose a gift. Recipients are private to your account: no other user sees them, and Giftwise never contacts them.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [],
      bullets: [
        'To provide the product: find gifts for the answers you give, keep your lists, show your calendar and send the reminders you asked for.',
        'To keep your account secure: verify your email address, reset passwords, end idle sessions and slow down password guessing.',
        'To fix Giftwise and keep it running: error reports, and the cost and success of AI requests.',
        'To send marketing emails, only if you turned them on in your email preferences.',
      ],
    },
    {
      id: 'who-else',
      heading: 'Who else sees it',
      paragraphs: ['We share data only where the product needs it:'],
      bullets: [
        'Email delivery: the email service that sends our emails receives your address and the email’s content.',
        'AI suggestions: when an AI model is configured, the answers you give in the AI Gift Finder (the name if you give one, age range, gender, relationship, occasion, budget, interests, traits and your note) are sent to the AI provider to generate ideas. Your email address is not sent.',
        'Retailers: when you open a product, you go to the retailer’s site, which has its own privacy policy. Affiliate links tell the retailer that you came from Giftwise.',
        'Other Giftwise users: only what you choose to share, such as public wishlists, shared links, your social profile and activity as your privacy settings allow.',
        'Administrators of this Giftwise site can see accounts and the records above in order to run it.',
      ],
    },
    {
      id: 'emails',
      heading: 'Emails',
      paragraphs: [
        'Account emails (confirming your address, resetting your password) are sent only when you ask for them. Reminder and marketing emails always carry an unsubscribe link that works without signing in. Marketing emails may record whether they were opened and which links were followed, when the administrators turn that on; reminders and account emails do not.',
      ],
      links: [{ to: '/help#unsubscribe', label: 'How to unsubscribe' }],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Giftwise uses one cookie to keep you signed in and no advertising, analytics or tracking cookies. The cookie policy lists it in full.',
      ],
      links: [{ to: '/cookie-policy', label: 'Cookie policy' }],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        'Your account and what you created stay until you delete them or close your account. Request counters are deleted once their time window (at most an hour) has ended. The text of the emails we sent is emptied after 30 days. Error reports and records of AI requests are kept for as long as they help to keep Giftwise running well.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      paragraphs: [],
      bullets: [
        'See and change your profile and email preferences at any time in your profile.',
        'Edit or delete recipients, occasions, wishlists and posts.',
        'Choose who sees your wishlists and your social activity.',
        'Close your account from your profile: your personal data is then removed or anonymised.',
        'Ask us for a copy of your data, a correction, or anything else about your privacy through the contact form.',
      ],
      links: [
        { to: '/profile', label: 'Your profile' },
        { to: '/contact', label: 'Contact us' },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Giftwise is served over HTTPS, passwords are hashed with Argon2id, keys for connected services are encrypted at rest, and every request is checked on the server against the rules of who may see and change what.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['When this policy changes, the date at the top changes with it. For a significant change we will tell you by email or in the app.'],
    },
  ],
};
