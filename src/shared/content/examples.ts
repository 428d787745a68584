import type { ExamplesContent } from './types.js';

/**
 * /examples: worked examples of what people enter in the AI Gift Finder and the kind of ideas and reasons
 * that come back. They show kinds of gifts, not particular products or prices from a shop.
 */
export const EXAMPLES: ExamplesContent = {
  path: '/examples',
  eyebrow: 'See it in action',
  title: 'Gift Finder Examples',
  description:
    'Four people, four sets of answers, and the kind of ideas the AI Gift Finder suggests for each, with the reasons it gives.',
  sections: [
    {
      id: 'reading-examples',
      heading: 'How to read these examples',
      paragraphs: [
        'Each example shows what someone entered in the finder’s four steps and the kinds of gifts that fit. Your own results are products with prices and links, chosen for your answers, and may differ from these.',
      ],
    },
    {
      id: 'try-it',
      heading: 'Try it with someone you know',
      paragraphs: ['It takes about a minute. Save the person at the end and they are ready for every future occasion.'],
      links: [
        { to: '/gift-for-someone', label: 'Find Gifts for Someone Else' },
        { to: '/how-it-works', label: 'How It Works' },
      ],
    },
  ],
  examples: [
    {
      id: 'parent-birthday',
      title: 'A dad who says he needs nothing',
      input: {
        name: 'Dad',
        ageRange: '51-65',
        gender: 'male',
        relationship: 'Parent',
        occasion: 'Birthday',
        budget: { min: 30, max: 80 },
        interests: ['Cooking', 'History', 'Gardening'],
        traits: ['Practical', 'Traditional'],
        additionalInfo: 'Cooks every Sunday. Already has a good set of knives.',
      },
      picks: [
        {
          idea: 'A cast-iron grill pan or Dutch oven',
          priceHint: 'Within $30-$80',
          reasons: ['Matches your interests: Cooking', 'Built to last, which suits a practical person', 'Does not duplicate the knives he already owns'],
        },
        {
          idea: 'A narrative history book on a period he enjoys',
          priceHint: 'Well under budget',
          reasons: ['Matches your interests: History', 'A traditional gift that pairs well with a card'],
        },
        {
          idea: 'Raised-bed herb garden starter kit',
          priceHint: 'Within budget',
          reasons: ['Matches your interests: Gardening and Cooking together', 'Useful every Sunday'],
        },
      ],
      takeaway: 'The free note ("already has knives") matters as much as the interests: it keeps the obvious, already-owned idea off the list.',
    },
    {
      id: 'partner-anniversary',
      title: 'An anniversary for an adventurous partner',
      input: {
        ageRange: '26-35',
        gender: 'female',
        relationship: 'Spouse/Partner',
        occasion: 'Anniversary',
        budget: { min: 50, max: 200 },
        interests: ['Travel', 'Photography', 'Outdoor Activities'],
        traits: ['Adventurous', 'Romantic'],
      },
      picks: [
        {
          idea: 'A compact travel camera or a quality lens for the one she has',
          priceHint: 'Upper end of the budget',
          reasons: ['Matches your interests: Photography and Travel', 'Excellent reviews'],
        },
        {
          idea: 'A personalised map print of the places you have been together',
          priceHint: 'Mid budget',
          reasons: ['Romantic and personal for an anniversary', 'Matches your interests: Travel'],
        },
        {
          idea: 'A lightweight two-person hammock for trips together',
          priceHint: 'Within $50-$200',
          reasons: ['Made for an adventurous person', 'Matches your interests: Outdoor Activities'],
        },
      ],
      takeaway: 'Traits such as Romantic change the tone of the ideas: an experience or a keepsake rises above a gadget.',
    },
    {
      id: 'colleague-thank-you',
      title: 'A thank-you for a colleague',
      input: {
        ageRange: '36-50',
        gender: 'prefer-not-to-say',
        relationship: 'Colleague',
        occasion: 'Thank You',
        budget: { min: 15, max: 40 },
        interests: ['Coffee', 'Books'],
        traits: ['Minimalist'],
      },
      picks: [
        {
          idea: 'A bag of speciality coffee beans from a small roaster',
          priceHint: 'Around $20',
          reasons: ['Matches your interests: Coffee', 'Consumable: nothing to find room for, which suits a minimalist'],
        },
        {
          idea: 'A well-reviewed recent novel or essay collection',
          priceHint: 'Under $30',
          reasons: ['Matches your interests: Books', 'Thousands of reviews'],
        },
        {
          idea: 'A simple insulated coffee tumbler',
          priceHint: 'Within $15-$40',
          reasons: ['Practical at work every day', 'Great reviews'],
        },
      ],
      takeaway: 'For colleagues, a modest budget and a relationship of Colleague keep ideas appropriate: thoughtful without being too personal.',
    },
    {
      id: 'teen-graduation',
      title: 'A graduation for a gamer in the family',
      input: {
        name: 'Sam',
        ageRange: '18-25',
        gender: 'non-binary',
        relationship: 'Extended Family',
        occasion: 'Graduation',
        budget: { min: 40, max: 120 },
        interests: ['Gaming', 'Technology', 'Music'],
        traits: ['Tech-savvy', 'Introverted'],
        additionalInfo: 'Starting university in the autumn, moving into a shared flat.',
      },
      picks: [
        {
          idea: 'Noise-cancelling headphones',
          priceHint: 'Upper end of the budget',
          reasons: ['Matches your interests: Music and Gaming', 'Quiet study in a shared flat', 'Excellent reviews'],
        },
        {
          idea: 'A mechanical keyboard for study and play',
          priceHint: 'Within $40-$120',
          reasons: ['Made for a tech-savvy person', 'Matches your interests: Technology'],
        },
        {
          idea: 'A co-op board game to break the ice with new flatmates',
          priceHint: 'Around $40',
          reasons: ['A gentle way in for an introvert', 'Popular'],
        },
      ],
      takeaway: 'The note about moving out turns "something for a gamer" into gifts that help with the next chapter.',
    },
  ],
};
