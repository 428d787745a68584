import { z } from 'zod';
import { AGE_RANGES, GENDERS, GIFT_OCCASIONS, INTERESTS, PERSONALITY_TRAITS, RELATIONSHIPS } from '#shared/constants/choice-lists.js';
import { GiftProduct } from './products.js';

/**
 * The gift finder (core-app.md 2 "Gift for someone wizard", 3 "Wizard recipient profile", 5 "Wizard step
 * 1-4") and the recommendation runs it starts. The wizard's per-step checks and the server's check of the
 * whole profile are the same schemas, with the spec's messages.
 */

export const WIZARD_STEPS = 4;
export const WIZARD_STEP_TITLES = ['Tell us about them', 'Occasion & Budget', 'Their Interests', 'Final Details (Optional)'] as const;
export const DEFAULT_BUDGET = { min: 0, max: 100 } as const;
export const NAME_MAX_LENGTH = 100;
export const ADDITIONAL_INFO_MAX_LENGTH = 1000;
const BUDGET_MAX = 100_000;

export const WIZARD_MESSAGES = {
  age: 'Please select an age range',
  gender: 'Please select a gender',
  relationship: 'Please select your relationship',
  occasion: 'Please select an occasion',
  maxBudget: 'Please set a valid maximum budget',
  minBudget: 'Minimum budget cannot be negative',
  budgetOrder: 'Maximum budget must be greater than minimum',
  interests: 'Please select at least one interest',
  summary: 'Please complete the following required fields:',
  invalidStep: 'Invalid step. Please refresh the page.',
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const WizardStep1 = z.object({
  name: z.string().trim().max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`).default(''),
  age: choice(AGE_RANGES, WIZARD_MESSAGES.age),
  gender: choice(GENDERS, WIZARD_MESSAGES.gender),
  relationship: choice(RELATIONSHIPS, WIZARD_MESSAGES.relationship),
});

export const Budget = z
  .object({
    min: z.number({ error: WIZARD_MESSAGES.minBudget }).min(0, WIZARD_MESSAGES.minBudget).max(BUDGET_MAX),
    max: z
      .number({ error: WIZARD_MESSAGES.maxBudget })
      .gt(0, WIZARD_MESSAGES.maxBudget)
      .max(BUDGET_MAX, WIZARD_MESSAGES.maxBudget),
  })
  // The order is judged only once both amounts are valid on their own, so one field shows one message.
  .refine((b) => !(b.min >= 0 && b.max > 0) || b.min < b.max, { path: ['max'], message: WIZARD_MESSAGES.budgetOrder });
export type Budget = z.infer<typeof Budget>;

export const WizardStep2 = z.object({
  occasion: choice(GIFT_OCCASIONS, WIZARD_MESSAGES.occasion),
  budget: Budget,
});

export const WizardStep3 = z.object({
  interests: z.array(z.enum(INTERESTS)).min(1, WIZARD_MESSAGES.interests).max(INTERESTS.length),
});

export const WizardStep4 = z.object({
  personalityTraits: z.array(z.enum(PERSONALITY_TRAITS)).max(PERSONALITY_TRAITS.length).default([]),
  additionalInfo: z
    .string()
    .trim()
    .max(ADDITIONAL_INFO_MAX_LENGTH, `Additional info must be at most ${ADDITIONAL_INFO_MAX_LENGTH} characters`)
    .default(''),
});

/** The wizard recipient profile (core-app.md 3): name, age, gender, relationship, occasion, budget, interests, personalityTraits, additionalInfo. */
export const WizardProfile = z.object({
  ...WizardStep1.shape,
  ...WizardStep2.shape,
  ...WizardStep3.shape,
  ...WizardStep4.shape,
});
export type WizardProfile = z.infer<typeof WizardProfile>;

/** POST /api/recommendations: the profile, whether to save the named recipient, and the saved recipient it came from. */
export const CreateRecommendationRequest = z.object({
  profile: WizardProfile,
  /** 'Save {name} for future gift shopping' (default on; only meaningful with a name). */
  saveRecipient: z.boolean().default(true),
  recipientId: z.uuid({ error: 'Must be a recipient id' }).optional(),
});
export type CreateRecommendationRequest = z.input<typeof CreateRecommendationRequest>;

export const RunIdParams = z.object({ id: z.uuid({ error: 'Must be a recommendation run id' }) });
export const RunItemParams = z.object({
  id: z.uuid({ error: 'Must be a recommendation run id' }),
  itemId: z.uuid({ error: 'Must be a recommendation id' }),
});

export const FEEDBACK = ['more', 'not'] as const;
export type Feedback = (typeof FEEDBACK)[number];
/** POST /api/recommendations/:id/items/:itemId/feedback: 'more like this', 'not this', or null to undo. */
export const FeedbackRequest = z.object({
  feedback: z.enum(FEEDBACK, { error: 'Must be more, not or null' }).nullable(),
});

/** POST /api/recommendations/:id/regenerate: a new batch, never repeating what was shown; optionally a new budget. */
export const RegenerateRequest = z.object({ budget: Budget.optional() });

export const RECOMMENDATION_SOURCES = ['ai', 'local'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

/** One pick. product is set when it is a catalog product; an AI idea with no match has a retailer search link. */
export const RecommendationItem = z.object({
  id: z.string(),
  batch: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  reasons: z.array(z.string()),
  price: z.number().nullable(),
  giftScore: z.number().int().nullable(),
  searchUrl: z.string().nullable(),
  feedback: z.enum(FEEDBACK).nullable(),
  product: GiftProduct.nullable(),
});
export type RecommendationItem = z.infer<typeof RecommendationItem>;

export const RecommendationRun = z.object({
  id: z.string(),
  profile: WizardProfile,
  recipientId: z.string().nullable(),
  /** Who answered the latest batch: an AI model or the local engine. */
  source: z.enum(RECOMMENDATION_SOURCES),
  model: z.string().nullable(),
  status: z.enum(['pending', 'running', 'completed', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Every pick of every batch, newest batch first; the page shows the latest and keeps earlier ones below. */
  items: z.array(RecommendationItem),
  /** When the local engine answered because the AI call failed, why (shown as a note). */
  fallbackReason: z.string().nullable(),
});
export type RecommendationRun = z.infer<typeof RecommendationRun>;

export const RecommendationRunResponse = z.object({ run: RecommendationRun });
export type RecommendationRunResponse = z.infer<typeof RecommendationRunResponse>;

/** GET /api/recommendations: the person's recent runs. */
export const RecommendationRunSummary = z.object({
  id: z.string(),
  recipientName: z.string(),
  occasion: z.string(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  source: z.enum(RECOMMENDATION_SOURCES),
});
export const RecommendationRunListResponse = z.object({ runs: z.array(RecommendationRunSummary) });
export type RecommendationRunListResponse = z.infer<typeof RecommendationRunListResponse>;
