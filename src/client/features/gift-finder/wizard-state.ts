import { z } from 'zod';
import {
  AGE_RANGES,
  type AgeRange,
  GENDERS,
  type Gender,
  GIFT_OCCASIONS,
  type GiftOccasion,
  INTERESTS,
  type Interest,
  PERSONALITY_TRAITS,
  type PersonalityTrait,
  RELATIONSHIPS,
  type Relationship,
} from '#shared/constants/choice-lists';
import {
  type CreateRecommendationRequest,
  DEFAULT_BUDGET,
  WIZARD_MESSAGES,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  WizardProfile,
  WizardStep1,
  WizardStep2,
  WizardStep3,
  WizardStep4,
} from '#shared/schemas/gift-finder';
import type { Recipient } from '#shared/schemas/recipients';

/**
 * The gift finder wizard's state and rules (core-app.md 2 "Gift for someone wizard", 4 "Wizard", 5 "Wizard
 * step 1-4"), as pure functions so they can be tested without a browser:
 * - a step is valid when its shared schema (src/shared/schemas/gift-finder.ts) accepts its answers;
 * - moving forward needs the current step valid; moving back is always allowed and clears the errors;
 * - a field's error shows once the field was touched (changed, or left after being focused);
 * - the summary ('Please complete the following required fields:') lists every field of the current step
 *   that is still wrong, and shows as soon as any field of that step was touched;
 * - Next stays disabled while the step is wrong, but trying it anyway (a click, Enter) touches every field of the
 *   step, so that the summary and each field's message say what is missing (issue 10);
 * - a step outside 1-4 (say, a damaged saved state) is an invalid step: 'Invalid step. Please refresh the
 *   page.' with Start Over.
 * The state is kept in sessionStorage (see loadWizardState), so a reload keeps the answers.
 */

export type WizardField =
  | 'name'
  | 'age'
  | 'gender'
  | 'relationship'
  | 'occasion'
  | 'budgetMin'
  | 'budgetMax'
  | 'interests'
  | 'personalityTraits'
  | 'additionalInfo';

/** The answers as the inputs hold them: '' for "nothing chosen", budgets as typed. */
export interface WizardValues {
  name: string;
  age: AgeRange | '';
  gender: Gender | '';
  relationship: Relationship | '';
  occasion: GiftOccasion | '';
  budgetMin: string;
  budgetMax: string;
  interests: Interest[];
  personalityTraits: PersonalityTrait[];
  additionalInfo: string;
}

export interface WizardState {
  /** 1 to WIZARD_STEPS; anything else is an invalid step. */
  step: number;
  values: WizardValues;
  /** Fields of the current step that were touched (cleared whenever the step changes). */
  touched: WizardField[];
  /** 'Save {name} for future gift shopping' (default on). */
  saveRecipient: boolean;
  /** The saved recipient the answers came from (?recipient={id}); then nothing new is saved. */
  recipientId: string | null;
  /** That recipient's name, to tell the person who the answers belong to. */
  recipientName: string | null;
}

const STEP_FIELDS: Record<number, readonly WizardField[]> = {
  1: ['name', 'age', 'gender', 'relationship'],
  2: ['occasion', 'budgetMin', 'budgetMax'],
  3: ['interests'],
  4: ['personalityTraits', 'additionalInfo'],
};

/** The visible label of each field; the summary names fields by these. */
const FIELD_LABELS: Record<WizardField, string> = {
  name: 'Name',
  age: 'Age range',
  gender: 'Gender',
  relationship: 'Relationship',
  occasion: 'Occasion',
  budgetMin: 'Minimum budget',
  budgetMax: 'Maximum budget',
  interests: 'Interests',
  personalityTraits: 'Personality traits',
  additionalInfo: 'Additional info',
};

function initialValues(): WizardValues {
  return {
    name: '',
    age: '',
    gender: '',
    relationship: '',
    occasion: '',
    budgetMin: String(DEFAULT_BUDGET.min),
    budgetMax: String(DEFAULT_BUDGET.max),
    interests: [],
    personalityTraits: [],
    additionalInfo: '',
  };
}

export function initialWizardState(): WizardState {
  return { step: 1, values: initialValues(), touched: [], saveRecipient: true, recipientId: null, recipientName: null };
}

export function isValidStep(step: number): boolean {
  return Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS;
}

export function stepTitle(step: number): string | null {
  return isValidStep(step) ? WIZARD_STEP_TITLES[step - 1] : null;
}

/** 'Step n of 4' and the percent of the way (25, 50, 75, 100). */
export function wizardProgress(step: number): { text: string; percent: number } {
  const n = isValidStep(step) ? step : 1;
  return { text: `Step ${n} of ${WIZARD_STEPS}`, percent: Math.round((n / WIZARD_STEPS) * 100) };
}

/** A typed amount: '' (or not a number) is no amount, which the schema refuses with the field's message. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function orUndefined<T extends string>(value: T | ''): T | undefined {
  return value === '' ? undefined : value;
}

function stepInput(values: WizardValues, step: number): unknown {
  switch (step) {
    case 1:
      return { name: values.name, age: orUndefined(values.age), gender: orUndefined(values.gender), relationship: orUndefined(values.relationship) };
    case 2:
      return { occasion: orUndefined(values.occasion), budget: { min: parseAmount(values.budgetMin), max: parseAmount(values.budgetMax) } };
    case 3:
      return { interests: values.interests };
    default:
      return { personalityTraits: values.personalityTraits, additionalInfo: values.additionalInfo };
  }
}

const STEP_SCHEMAS: Record<number, z.ZodType> = { 1: WizardStep1, 2: WizardStep2, 3: WizardStep3, 4: WizardStep4 };

function fieldOfPath(path: readonly PropertyKey[]): WizardField | null {
  const [first, second] = path;
  if (first === 'budget') return second === 'min' ? 'budgetMin' : 'budgetMax';
  return typeof first === 'string' && first in FIELD_LABELS ? (first as WizardField) : null;
}

/** Every problem of a step, one message per field (the schema's first), in the step's field order. */
export function stepErrors(values: WizardValues, step: number): Partial<Record<WizardField, string>> {
  if (!isValidStep(step)) return {};
  const result = STEP_SCHEMAS[step].safeParse(stepInput(values, step));
  if (result.success) return {};
  const found: Partial<Record<WizardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field && !found[field]) found[field] = issue.message;
  }
  const ordered: Partial<Record<WizardField, string>> = {};
  for (const field of STEP_FIELDS[step]) if (found[field]) ordered[field] = found[field];
  return ordered;
}

/**
 * Why Next is disabled, said beside it from the start (issue 19: 'Choose an occasion to continue'), one reason
 * for the step's first wrong field; the budget's order has its own. Null when the step is complete.
 */
const NEXT_BLOCKED_REASONS: Record<WizardField, string> = {
  name: 'Shorten the name to continue',
  age: 'Choose an age range to continue',
  gender: 'Choose a gender to continue',
  relationship: 'Choose your relationship to continue',
  occasion: 'Choose an occasion to continue',
  budgetMin: 'Set a budget to continue',
  budgetMax: 'Set a budget to continue',
  interests: 'Choose at least one interest to continue',
  personalityTraits: 'Check the personality traits to continue',
  additionalInfo: 'Shorten the additional info to continue',
};

export function nextBlockedReason(values: WizardValues, step: number): string | null {
  if (!isValidStep(step)) return null;
  const errors = stepErrors(values, step);
  const field = STEP_FIELDS[step].find((f) => errors[f]);
  if (!field) return null;
  if (errors[field] === WIZARD_MESSAGES.budgetOrder) return 'Make the maximum budget greater than the minimum to continue';
  return NEXT_BLOCKED_REASONS[field];
}

/** The first field of the step that is still wrong (where an attempt at Next sends the focus). */
export function firstWrongField(values: WizardValues, step: number): WizardField | null {
  if (!isValidStep(step)) return null;
  const errors = stepErrors(values, step);
  return STEP_FIELDS[step].find((field) => errors[field]) ?? null;
}

export function isStepComplete(values: WizardValues, step: number): boolean {
  return isValidStep(step) && Object.keys(stepErrors(values, step)).length === 0;
}

/**
 * The errors to show under fields: those of touched fields only. The budget's order is a problem of the pair
 * (the message sits under the maximum), so changing either amount shows it.
 */
export function visibleErrors(state: WizardState): Partial<Record<WizardField, string>> {
  const errors = stepErrors(state.values, state.step);
  const shown: Partial<Record<WizardField, string>> = {};
  for (const field of STEP_FIELDS[state.step] ?? []) {
    const touched =
      state.touched.includes(field) ||
      (field === 'budgetMax' && errors.budgetMax === WIZARD_MESSAGES.budgetOrder && state.touched.includes('budgetMin'));
    if (touched && errors[field]) shown[field] = errors[field];
  }
  return shown;
}

/**
 * The summary's list: every wrong field of the current step, named by its label, once any field of the step
 * was touched (before that the person has not started and Next being disabled says enough). Null: no summary.
 */
export function errorSummary(state: WizardState): { field: WizardField; label: string }[] | null {
  if (!isValidStep(state.step)) return null;
  const stepFields = STEP_FIELDS[state.step];
  if (!state.touched.some((field) => stepFields.includes(field))) return null;
  const errors = stepErrors(state.values, state.step);
  const list = stepFields.filter((field) => errors[field]).map((field) => ({ field, label: FIELD_LABELS[field] }));
  return list.length ? list : null;
}

/** The checkbox shows only with a name, and not for answers that came from a saved recipient. */
export function showsSaveRecipient(state: WizardState): boolean {
  return state.values.name.trim() !== '' && state.recipientId === null;
}

export type WizardAction =
  | { type: 'set'; field: WizardField; value: WizardValues[WizardField]; touch?: boolean }
  | { type: 'touch'; field: WizardField }
  /** Next (or Find Perfect Gifts) pressed on a step that is not complete yet. */
  | { type: 'attempt' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setSaveRecipient'; value: boolean }
  | { type: 'prefill'; recipient: Recipient }
  | { type: 'reset' };

function touch(touched: WizardField[], field: WizardField): WizardField[] {
  return touched.includes(field) ? touched : [...touched, field];
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'set':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        touched: action.touch === false ? state.touched : touch(state.touched, action.field),
      };
    case 'touch':
      return { ...state, touched: touch(state.touched, action.field) };
    case 'attempt':
      if (!isValidStep(state.step)) return state;
      return { ...state, touched: STEP_FIELDS[state.step].reduce(touch, state.touched) };
    case 'next':
      // Forward only from a complete step, and never past the last.
      if (!isStepComplete(state.values, state.step) || state.step >= WIZARD_STEPS) return state;
      return { ...state, step: state.step + 1, touched: [] };
    case 'back':
      if (!isValidStep(state.step) || state.step <= 1) return state;
      return { ...state, step: state.step - 1, touched: [] };
    case 'setSaveRecipient':
      return { ...state, saveRecipient: action.value };
    case 'prefill':
      return prefillFromRecipient(action.recipient);
    case 'reset':
      return initialWizardState();
  }
}

function known<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  const chosen = new Set(values);
  return list.filter((item) => chosen.has(item));
}

/** A fresh wizard with a saved recipient's answers (name, age, gender, relationship, interests, traits, info). */
export function prefillFromRecipient(recipient: Recipient): WizardState {
  const values = initialValues();
  return {
    ...initialWizardState(),
    values: {
      ...values,
      name: recipient.name,
      age: recipient.age ?? '',
      gender: recipient.gender ?? '',
      relationship: recipient.relationship ?? '',
      interests: known(INTERESTS, recipient.interests),
      personalityTraits: known(PERSONALITY_TRAITS, recipient.personality_traits),
      additionalInfo: recipient.additional_info ?? '',
    },
    recipientId: recipient.id,
    recipientName: recipient.name,
  };
}

/** The request for POST /api/recommendations, or null while some step is incomplete. */
export function toRecommendationRequest(state: WizardState): CreateRecommendationRequest | null {
  const v = state.values;
  const parsed = WizardProfile.safeParse({
    name: v.name,
    age: orUndefined(v.age),
    gender: orUndefined(v.gender),
    relationship: orUndefined(v.relationship),
    occasion: orUndefined(v.occasion),
    budget: { min: parseAmount(v.budgetMin), max: parseAmount(v.budgetMax) },
    interests: v.interests,
    personalityTraits: v.personalityTraits,
    additionalInfo: v.additionalInfo,
  });
  if (!parsed.success) return null;
  const request: CreateRecommendationRequest = {
    profile: parsed.data,
    saveRecipient: showsSaveRecipient(state) ? state.saveRecipient : false,
  };
  if (state.recipientId) request.recipientId = state.recipientId;
  return request;
}

/** The first step whose answers are incomplete (a step before the current one can break only through a damaged saved state). */
export function firstIncompleteStep(values: WizardValues): number | null {
  for (let step = 1; step <= WIZARD_STEPS; step++) if (!isStepComplete(values, step)) return step;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Keeping the answers across a reload: sessionStorage, per tab and per signed-in person.

export const WIZARD_STORAGE_KEY = 'giftwise:gift-finder';

const choiceOrEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)]).catch('');

/** A tolerant reading of what was stored: unknown choices become empty, a broken file becomes a fresh wizard. */
const StoredWizard = z.object({
  owner: z.string(),
  state: z.object({
    step: z.number(),
    values: z.object({
      name: z.string().catch(''),
      age: choiceOrEmpty(AGE_RANGES),
      gender: choiceOrEmpty(GENDERS),
      relationship: choiceOrEmpty(RELATIONSHIPS),
      occasion: choiceOrEmpty(GIFT_OCCASIONS),
      budgetMin: z.string().catch(String(DEFAULT_BUDGET.min)),
      budgetMax: z.string().catch(String(DEFAULT_BUDGET.max)),
      interests: z.array(z.string()).catch([]).transform((list) => known(INTERESTS, list)),
      personalityTraits: z.array(z.string()).catch([]).transform((list) => known(PERSONALITY_TRAITS, list)),
      additionalInfo: z.string().catch(''),
    }),
    touched: z.array(z.enum(Object.keys(FIELD_LABELS) as [WizardField, ...WizardField[]])).catch([]),
    saveRecipient: z.boolean().catch(true),
    recipientId: z.string().nullable().catch(null),
    recipientName: z.string().nullable().catch(null),
  }),
});

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored wizard of this person, or a fresh one (nothing stored, someone else's, or unreadable). */
export function loadWizardState(store: KeyValueStore | null, owner: string): WizardState {
  try {
    const raw = store?.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return initialWizardState();
    const parsed = StoredWizard.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.owner !== owner) return initialWizardState();
    const state = parsed.data.state;
    // A step cannot be reached past an incomplete one (a saved state edited by hand, or answers dropped above).
    const incomplete = firstIncompleteStep(state.values);
    if (isValidStep(state.step) && incomplete !== null && incomplete < state.step) return { ...state, step: incomplete, touched: [] };
    return state;
  } catch {
    return initialWizardState();
  }
}

export function saveWizardState(store: KeyValueStore | null, owner: string, state: WizardState): void {
  try {
    store?.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ owner, state }));
  } catch {
    // A full or refused storage only costs the reload-survival; the wizard works on.
  }
}

export function clearWizardState(store: KeyValueStore | null): void {
  try {
    store?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // As above.
  }
}
