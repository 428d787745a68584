import type { LucideIcon } from 'lucide-react';
import { BookOpen, ListChecks } from 'lucide-react';

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

/**
 * What each page whose screen comes in a later issue says: the feature, in the product's words, with
 * the next places to go. Keyed by the registry path.
 */
export const FEATURE_INFO: Record<string, FeatureInfo> = {
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
};

export const GENERIC_INFO: FeatureInfo = {
  icon: ListChecks,
  eyebrow: 'Giftwise',
  title: 'Giftwise',
  intro: 'Find thoughtful gifts, remember the dates that matter and share wishlists.',
  points: [],
  actions: [DISCOVER, HOW],
};
