import type { HowItWorksContent } from './types.js';

/** /how-it-works: the AI Gift Finder's four steps, where the picks come from, and what else Giftwise keeps for you. */
export const HOW_IT_WORKS: HowItWorksContent = {
  path: '/how-it-works',
  eyebrow: 'The AI Gift Finder',
  title: 'How It Works',
  description:
    'Answer four short questions about the person you are buying for. Giftwise turns the answers into gift ideas, each with the reasons it fits, and helps you remember the dates that matter.',
  steps: [
    {
      id: 'step-about-them',
      title: 'Tell us about them',
      summary: 'Who the gift is for: their age range, gender and how you know them.',
      details: [
        'Pick an age range (from 0-12 up to 65+), a gender (or prefer not to say) and your relationship, from Spouse/Partner to Neighbor.',
        'A name is optional. Give one if you want to save this person for next time.',
      ],
    },
    {
      id: 'step-occasion-budget',
      title: 'Occasion & Budget',
      summary: 'What you are celebrating and how much you want to spend.',
      details: [
        'Choose from fifteen occasions, such as Birthday, Anniversary, Graduation, Housewarming or Just Because.',
        'Set a minimum and a maximum budget. It starts at $0 to $100; the maximum must be above the minimum.',
      ],
    },
    {
      id: 'step-interests',
      title: 'Their Interests',
      summary: 'What they love, from Cooking and Gardening to Gaming and Board Games.',
      details: [
        'Select at least one of 24 interests. Two or three well-chosen interests give sharper ideas than ten loose ones.',
      ],
    },
    {
      id: 'step-final-details',
      title: 'Final Details (Optional)',
      summary: 'Personality traits and anything else worth knowing.',
      details: [
        'Traits such as Practical, Adventurous, Minimalist or Eco-conscious change which ideas rise to the top.',
        'Add a note in your own words: "just moved into a flat with no garden", "already owns every cookbook".',
        'Tick "Save for future gift shopping" to keep the person as a recipient with their birthday and reminders.',
      ],
    },
  ],
  sections: [
    {
      id: 'where-picks-come-from',
      heading: 'Where the picks come from',
      paragraphs: [
        'When you press Find Perfect Gifts, Giftwise asks an AI model for ideas that match the person you described. The model is chosen and configured by the site’s administrators.',
        'If no AI model is configured, or the AI service fails to answer, a built-in recommendation engine takes over. It matches ideas against the same answers (interests, occasion, budget and traits), so you still get suggestions.',
        'Either way, every pick comes with its reasons, such as "Matches your interests" or "Excellent reviews", so that you can judge the idea rather than trust a black box.',
      ],
    },
    {
      id: 'gift-score',
      heading: 'The gift score',
      paragraphs: [
        'Products from the catalogue carry a gift score from 60 to 100 that sums up how safe a choice they are as a present. It starts at 80 and rises or falls with the rating, grows with the number of reviews, and gains a little for fast Prime delivery and for being on sale. A product that matches the interests you chose gets 8 more points.',
        'Scores of 90 and above are shown in green, 80 and above in blue, 70 and above in yellow, and lower scores in grey.',
      ],
    },
    {
      id: 'wishlists',
      heading: 'Wishlists you can share',
      paragraphs: [
        'Keep ideas in wishlists, one per occasion if you like. Each list is public, friends-only or private.',
        'Invite collaborators as editors (they can add and change items) or viewers, or send a share link that can expire after a number of days.',
      ],
      links: [{ to: '/wishlists', label: 'My wishlists' }],
    },
    {
      id: 'reminders',
      heading: 'Recipients, calendar and reminders',
      paragraphs: [
        'Saved recipients keep each person’s interests, personality and birthday. Their birthdays and the occasions you add appear on your calendar.',
        'Giftwise emails you before each occasion: 1, 3, 7, 14 or 30 days ahead, a week by default. You can turn reminder emails off at any time.',
      ],
      links: [
        { to: '/recipients', label: 'Recipients' },
        { to: '/calendar', label: 'Calendar' },
      ],
    },
    {
      id: 'social',
      heading: 'Gifting with friends',
      paragraphs: [
        'In the social hub you add friends, follow what they are planning, and like, comment on or share their activity. Your privacy settings decide who sees your profile and your activity.',
      ],
      links: [{ to: '/social', label: 'Social hub' }],
    },
  ],
};
