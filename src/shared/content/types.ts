import type { AgeRange, Gender, GiftOccasion, Interest, PersonalityTrait, Relationship } from '#shared/constants/choice-lists.js';

/**
 * The information pages as data: the client renders them and the search reads them, so a page and its
 * search results can never disagree. Texts are plain (no markup); links are listed separately.
 */
export interface ContentLink {
  /** An app path (starts with /) or a mailto: address. */
  to: string;
  label: string;
}

export interface ContentSection {
  /** The section's anchor on its page (#id); unique within the page. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  links?: ContentLink[];
}

export interface ContentPage {
  /** The route registry path that shows this page. */
  path: string;
  /** A short kicker above the title. */
  eyebrow: string;
  title: string;
  /** One or two sentences: the page's summary and its meta description. */
  description: string;
  /** For policies: when the text last changed (ISO date). */
  updated?: string;
  sections: ContentSection[];
}

export interface FaqItem {
  /** Anchor of the question on /help. */
  id: string;
  question: string;
  answer: string[];
  links?: ContentLink[];
}

export interface FaqTopic {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface HelpContent extends ContentPage {
  faq: FaqTopic[];
}

export interface HowItWorksStep {
  id: string;
  /** The step's title in the AI Gift Finder itself. */
  title: string;
  summary: string;
  details: string[];
}

export interface HowItWorksContent extends ContentPage {
  steps: HowItWorksStep[];
}

/** What someone might enter in the AI Gift Finder (the wizard's fields and lists). */
export interface FinderInput {
  name?: string;
  ageRange: AgeRange;
  gender: Gender;
  relationship: Relationship;
  occasion: GiftOccasion;
  budget: { min: number; max: number };
  interests: Interest[];
  traits: PersonalityTrait[];
  additionalInfo?: string;
}

/** A kind of gift the finder would suggest for that input, with the reasons it would give. */
export interface ExamplePick {
  idea: string;
  priceHint: string;
  reasons: string[];
}

export interface GiftExample {
  id: string;
  title: string;
  input: FinderInput;
  picks: ExamplePick[];
  /** What the example teaches about using the finder well. */
  takeaway: string;
}

export interface ExamplesContent extends ContentPage {
  examples: GiftExample[];
}
