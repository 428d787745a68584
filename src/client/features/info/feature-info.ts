import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  BookOpen,
  CalendarHeart,
  Compass,
  Heart,
  ListChecks,
  MailCheck,
  Settings2,
  Sparkles,
  User,
  Users,
  WandSparkles,
} from 'lucide-react';

export interface FeatureInfo {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  intro: string;
  points: { title: string; text: string }[];
  actions: { to: string; label: string }[];
  /** Help Center questions about this feature (FAQ ids in src/shared/content/help.ts). */
  questions?: string[];
}

const FIND_A_GIFT = { to: '/gift-for-someone', label: 'Find Gifts for Someone Else' };
const DISCOVER = { to: '/discover', label: 'Start Discovering' };
const HOW = { to: '/how-it-works', label: 'How It Works' };
const HELP = { to: '/help', label: 'Visit Help Center' };
const HOME = { to: '/', label: 'Go Home' };

/**
 * What each page whose screen comes in a later issue says: the feature, in the product's words, with
 * the next places to go. Keyed by the registry path.
 */
export const FEATURE_INFO: Record<string, FeatureInfo> = {
  '/discover': {
    icon: Compass,
    eyebrow: 'Discover',
    title: 'Browse gift ideas',
    intro: 'Discover gathers popular products across six categories, each with a gift score that shows how well it works as a present.',
    points: [
      { title: 'Trending best sellers', text: 'Popular products from the retail marketplace, updated daily.' },
      { title: 'Gift scores and reasons', text: 'Every idea explains why it makes a good gift, so you can compare at a glance.' },
      { title: 'Personal when signed in', text: 'Signed in, Discover leans towards the interests in your profile.' },
    ],
    actions: [FIND_A_GIFT, HOW],
    questions: ['gift-score', 'need-account'],
  },
  '/blog': {
    icon: BookOpen,
    eyebrow: 'Blog',
    title: 'The Giftwise blog',
    intro: 'Gift guides, occasion ideas and notes on giving well, written to help you choose with confidence.',
    points: [
      { title: 'Gift guides', text: 'Ideas by interest, age and budget.' },
      { title: 'Occasions', text: 'Birthdays, anniversaries, graduations, weddings and everything between.' },
      { title: 'Giving well', text: 'Small habits that make gifts feel personal.' },
    ],
    actions: [DISCOVER, { to: '/examples', label: 'See examples' }],
    questions: ['better-recommendations', 'gift-finder'],
  },
  '/blog/:slug': {
    icon: BookOpen,
    eyebrow: 'Blog',
    title: 'From the Giftwise blog',
    intro: 'Articles on finding, planning and giving gifts.',
    points: [
      { title: 'More to read', text: 'The blog index lists every guide and article.' },
      { title: 'Put it into practice', text: 'The AI Gift Finder turns an idea into concrete picks.' },
    ],
    actions: [{ to: '/blog', label: 'All articles' }, FIND_A_GIFT],
    questions: ['better-recommendations'],
  },
  '/onboarding': {
    icon: Sparkles,
    eyebrow: 'Welcome',
    title: 'Welcome to Giftwise',
    intro: 'A few questions about your own tastes make every suggestion more personal: your interests, your personality and your birthday.',
    points: [
      { title: 'Your interests', text: 'So that Discover can show what you would enjoy receiving.' },
      { title: 'Your personality', text: 'So that picks for you, and the wishlists you share, fit who you are.' },
    ],
    actions: [DISCOVER, HOW],
    questions: ['better-recommendations', 'what-we-keep'],
  },
  '/unsubscribe': {
    icon: MailCheck,
    eyebrow: 'Email preferences',
    title: 'Email preferences',
    intro: 'Every Giftwise email ends with a link to your email preferences, so that you decide which emails you get.',
    points: [
      { title: 'Reminders', text: 'Occasion reminders can be turned off without touching account emails.' },
      { title: 'Account emails', text: 'Verification and password-reset emails are always sent when you ask for them.' },
    ],
    actions: [HOME, HELP],
    questions: ['unsubscribe', 'account-emails'],
  },
  '/wishlists': {
    icon: Heart,
    eyebrow: 'Wishlists',
    title: 'My wishlists',
    intro: 'Wishlists keep gift ideas for every occasion, with prices and links, and can be shared.',
    points: [
      { title: 'Share a link', text: 'Send a link to family and friends; links can expire after a number of days.' },
      { title: 'Collaborate', text: 'Invite editors to add items, or viewers to look.' },
      { title: 'Privacy', text: 'Each list is public, friends-only or private.' },
    ],
    actions: [DISCOVER, { to: '/social', label: 'Social hub' }],
    questions: ['share-wishlist', 'wishlist-privacy', 'wishlist-collaborators'],
  },
  '/wishlists/:id': {
    icon: Heart,
    eyebrow: 'Wishlist',
    title: 'Wishlist',
    intro: 'A wishlist shows its items by priority, with totals for what is planned and what has been bought.',
    points: [
      { title: 'Items', text: 'Title, price, link and priority for each idea.' },
      { title: 'Totals', text: 'Item count, total value and what has been purchased.' },
    ],
    actions: [{ to: '/wishlists', label: 'My wishlists' }, DISCOVER],
    questions: ['wishlist-collaborators', 'share-wishlist'],
  },
  '/recipients': {
    icon: Users,
    eyebrow: 'Recipients',
    title: 'Your recipients',
    intro: 'Recipients are the people you buy for: their interests, personality, birthday and reminders in one place.',
    points: [
      { title: 'Saved from the gift finder', text: 'Tick “Save for future gift shopping” and the profile lands here.' },
      { title: 'Filters', text: 'Find someone by relationship, age range or interests.' },
    ],
    actions: [FIND_A_GIFT, { to: '/calendar', label: 'Calendar' }],
    questions: ['save-recipient', 'reminders'],
  },
  '/saved-recipients': {
    icon: Users,
    eyebrow: 'Recipients',
    title: 'Saved recipients',
    intro: 'Everyone you saved while finding gifts, ready for the next occasion.',
    points: [
      { title: 'One tap to ideas', text: 'Start the gift finder with a saved profile already filled in.' },
      { title: 'Birthdays', text: 'Birthdays appear on your calendar with reminders.' },
    ],
    actions: [{ to: '/recipients', label: 'Recipients' }, FIND_A_GIFT],
    questions: ['save-recipient', 'reminders'],
  },
  '/gift-for-someone': {
    icon: Sparkles,
    eyebrow: 'AI Picks',
    title: 'AI Gift Finder',
    intro: 'Four short steps about the person you are shopping for, then ideas chosen for them.',
    points: [
      { title: 'Tell us about them', text: 'Age range, gender and relationship.' },
      { title: 'Occasion & Budget', text: 'What you are celebrating and your price range.' },
      { title: 'Their Interests', text: 'At least one thing they love.' },
      { title: 'Final Details (Optional)', text: 'Personality traits and anything else worth knowing.' },
    ],
    actions: [HOW, DISCOVER],
    questions: ['gift-finder', 'better-recommendations', 'where-recommendations-come-from'],
  },
  '/calendar': {
    icon: CalendarHeart,
    eyebrow: 'Calendar',
    title: 'Gift calendar',
    intro: 'A month view of birthdays, anniversaries and other occasions, with email reminders before each one.',
    points: [
      { title: 'Add an occasion', text: 'Pick a recipient, name the event and choose a date.' },
      { title: 'Email reminders', text: 'Choose how many days before the day you want to hear about it.' },
      { title: 'Upcoming', text: 'The next 30 days at a glance, each with a shortcut to gift ideas.' },
    ],
    actions: [{ to: '/recipients', label: 'Recipients' }, FIND_A_GIFT],
    questions: ['reminders', 'unsubscribe'],
  },
  '/recommendations': {
    icon: WandSparkles,
    eyebrow: 'Recommendations',
    title: 'Your recommendations',
    intro: 'Gift ideas for the person you described in the AI Gift Finder, each with the reasons it fits.',
    points: [
      { title: 'Start from the finder', text: 'Recommendations come from the answers you give in its four steps.' },
      { title: 'Keep the good ones', text: 'Add ideas to a wishlist to decide later.' },
    ],
    actions: [FIND_A_GIFT, { to: '/wishlists', label: 'My wishlists' }],
    questions: ['where-recommendations-come-from', 'gift-score', 'buying'],
  },
  '/social': {
    icon: Users,
    eyebrow: 'Social',
    title: 'Social hub',
    intro: 'See what friends are planning and share your own gifting moments.',
    points: [
      { title: 'Friends', text: 'Send and accept friend requests.' },
      { title: 'Activity feed', text: 'Likes, comments and shares on friends’ activity.' },
      { title: 'Privacy', text: 'Choose who sees your profile and your activity.' },
    ],
    actions: [{ to: '/wishlists', label: 'My wishlists' }, DISCOVER],
    questions: ['add-friends', 'activity-privacy'],
  },
  '/notifications': {
    icon: BellRing,
    eyebrow: 'Notifications',
    title: 'Notifications',
    intro: 'Birthday reminders, wishlist updates, friend requests and gift ideas, newest first.',
    points: [
      { title: 'Stay on top', text: 'Mark one or all as read, or delete what you do not need.' },
      { title: 'Straight to the point', text: 'Notifications with an action take you where it happens.' },
    ],
    actions: [{ to: '/calendar', label: 'Calendar' }, { to: '/social', label: 'Social hub' }],
    questions: ['reminders', 'unsubscribe'],
  },
  '/profile': {
    icon: User,
    eyebrow: 'Profile',
    title: 'Your profile',
    intro: 'Your interests and personality shape your suggestions; your gift history shows what you gave and when.',
    points: [
      { title: 'About you', text: 'Name, photo, interests and personality traits.' },
      { title: 'Gift history', text: 'Gifts you have given, with statistics.' },
    ],
    actions: [{ to: '/wishlists', label: 'My wishlists' }, FIND_A_GIFT],
    questions: ['unsubscribe', 'delete-account', 'what-we-keep'],
  },
  '/admin': {
    icon: Settings2,
    eyebrow: 'Admin',
    title: 'Admin panel',
    intro: 'Tools for administrators: users, content, emails, errors and site settings.',
    points: [
      { title: 'People', text: 'Manage users and roles.' },
      { title: 'Health', text: 'Error logs and service status.' },
    ],
    actions: [HOME, HELP],
  },
};

export const GENERIC_INFO: FeatureInfo = {
  icon: ListChecks,
  eyebrow: 'Giftwise',
  title: 'Giftwise',
  intro: 'Find thoughtful gifts, remember the dates that matter and share wishlists.',
  points: [],
  actions: [DISCOVER, HOW],
};
