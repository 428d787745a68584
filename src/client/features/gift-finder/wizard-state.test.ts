import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '#shared/schemas/gift-finder';
import type { Recipient } from '#shared/schemas/recipients';
import {
  errorSummary,
  firstIncompleteStep,
  firstWrongField,
  initialWizardState,
  isStepComplete,
  type KeyValueStore,
  loadWizardState,
  nextBlockedReason,
  parseAmount,
  prefillFromRecipient,
  saveWizardState,
  showsSaveRecipient,
  stepErrors,
  stepTitle,
  toRecommendationRequest,
  visibleErrors,
  WIZARD_STORAGE_KEY,
  type WizardAction,
  wizardProgress,
  wizardReducer,
  type WizardState,
  type WizardValues,
} from './wizard-state';

const complete: WizardValues = {
  name: 'Ada',
  age: '26-35',
  gender: 'female',
  relationship: 'Friend',
  occasion: 'Birthday',
  budgetMin: '20',
  budgetMax: '80',
  interests: ['Books', 'Coffee'],
  personalityTraits: ['Creative'],
  additionalInfo: 'Loves poetry',
};

function withValues(values: Partial<WizardValues>, step = 1, touched: WizardState['touched'] = []): WizardState {
  const base = initialWizardState();
  return { ...base, step, touched, values: { ...base.values, ...values } };
}

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const recipient: Recipient = {
  id: '7f1c2a8e-7d2b-4b8e-9a51-2f7f6b1e0c11',
  name: 'Grandma Rose',
  age: '65+',
  gender: 'female',
  relationship: 'Extended Family',
  interests: ['Gardening', 'Cooking', 'Knitting'],
  personality_traits: ['Traditional', 'Homebody'],
  additional_info: 'Has a small greenhouse',
  birthday: null,
  email: null,
  email_reminders: true,
  push_reminders: false,
  clothing_size: null,
  shoe_size: null,
  ring_size: null,
  favorite_brands: [],
  favorite_stores: [],
  dislikes: null,
  allergies: null,
  already_has: null,
  next_birthday: null,
  days_until_birthday: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('defaults and progress', () => {
  it('starts at step 1 with the default budget 0 to 100, saving on, nothing touched', () => {
    const state = initialWizardState();
    expect(state.step).toBe(1);
    expect(state.values.budgetMin).toBe('0');
    expect(state.values.budgetMax).toBe('100');
    expect(state.saveRecipient).toBe(true);
    expect(state.touched).toEqual([]);
  });

  it('says Step n of 4 with 25, 50, 75 and 100 percent', () => {
    expect([1, 2, 3, 4].map(wizardProgress)).toEqual([
      { text: 'Step 1 of 4', percent: 25 },
      { text: 'Step 2 of 4', percent: 50 },
      { text: 'Step 3 of 4', percent: 75 },
      { text: 'Step 4 of 4', percent: 100 },
    ]);
  });

  it('titles the steps as the spec does, and has none for an invalid step', () => {
    expect([1, 2, 3, 4].map(stepTitle)).toEqual(['Tell us about them', 'Occasion & Budget', 'Their Interests', 'Final Details (Optional)']);
    expect(stepTitle(0)).toBeNull();
    expect(stepTitle(5)).toBeNull();
    expect(stepTitle(1.5)).toBeNull();
  });
});

describe('step rules and messages', () => {
  it('step 1 needs age, gender and relationship, with the spec texts; the name is optional', () => {
    expect(stepErrors(initialWizardState().values, 1)).toEqual({
      age: WIZARD_MESSAGES.age,
      gender: WIZARD_MESSAGES.gender,
      relationship: WIZARD_MESSAGES.relationship,
    });
    expect(stepErrors({ ...complete, name: '' }, 1)).toEqual({});
    expect(WIZARD_MESSAGES.age).toBe('Please select an age range');
    expect(WIZARD_MESSAGES.gender).toBe('Please select a gender');
    expect(WIZARD_MESSAGES.relationship).toBe('Please select your relationship');
  });

  it('step 2 needs an occasion, and the default budget is valid', () => {
    expect(stepErrors(initialWizardState().values, 2)).toEqual({ occasion: 'Please select an occasion' });
    expect(stepErrors({ ...initialWizardState().values, occasion: 'Birthday' }, 2)).toEqual({});
  });

  it('step 2 budget: max above 0, min not negative, min below max', () => {
    const base = { ...complete };
    expect(stepErrors({ ...base, budgetMax: '0' }, 2)).toEqual({ budgetMax: 'Please set a valid maximum budget' });
    expect(stepErrors({ ...base, budgetMax: '' }, 2)).toEqual({ budgetMax: 'Please set a valid maximum budget' });
    expect(stepErrors({ ...base, budgetMin: '-1' }, 2)).toEqual({ budgetMin: 'Minimum budget cannot be negative' });
    expect(stepErrors({ ...base, budgetMin: '200', budgetMax: '100' }, 2)).toEqual({
      budgetMax: 'Maximum budget must be greater than minimum',
    });
    expect(stepErrors({ ...base, budgetMin: '100', budgetMax: '100' }, 2)).toEqual({
      budgetMax: 'Maximum budget must be greater than minimum',
    });
    expect(stepErrors({ ...base, budgetMin: '0', budgetMax: '1' }, 2)).toEqual({});
    expect(stepErrors({ ...base, budgetMin: '12.50', budgetMax: '30.99' }, 2)).toEqual({});
  });

  it('reads typed amounts: blank and garbage are no amount', () => {
    expect(parseAmount(' 42 ')).toBe(42);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });

  it('step 3 needs at least one interest; step 4 needs nothing', () => {
    expect(stepErrors({ ...complete, interests: [] }, 3)).toEqual({ interests: 'Please select at least one interest' });
    expect(stepErrors({ ...complete, interests: ['Wine'] }, 3)).toEqual({});
    expect(stepErrors({ ...initialWizardState().values }, 4)).toEqual({});
    expect(isStepComplete(initialWizardState().values, 4)).toBe(true);
  });

  it('an invalid step has no errors to show and is never complete', () => {
    expect(stepErrors(complete, 7)).toEqual({});
    expect(isStepComplete(complete, 7)).toBe(false);
    expect(isStepComplete(complete, 0)).toBe(false);
  });
});

describe('trying Next on an incomplete step (issue 10: the disabled button gave no hint)', () => {
  it('touches every field of the step, so the summary and each message say what is missing', () => {
    const state = run(initialWizardState(), { type: 'set', field: 'age', value: '26-35' }, { type: 'attempt' });
    expect(state.step).toBe(1);
    expect(visibleErrors(state)).toEqual({ gender: 'Please select a gender', relationship: 'Please select your relationship' });
    expect(errorSummary(state)).toEqual([
      { field: 'gender', label: 'Gender' },
      { field: 'relationship', label: 'Relationship' },
    ]);
    expect(firstWrongField(state.values, state.step)).toBe('gender');
  });

  it('leaves a complete step as it was, and the focus has nowhere to go', () => {
    const complete = run(
      initialWizardState(),
      { type: 'set', field: 'age', value: '26-35' },
      { type: 'set', field: 'gender', value: 'male' },
      { type: 'set', field: 'relationship', value: 'Friend' },
    );
    expect(firstWrongField(complete.values, complete.step)).toBeNull();
    expect(errorSummary(run(complete, { type: 'attempt' }))).toBeNull();
  });
});

describe('the touched rule and the summary', () => {
  it('shows nothing before any field of the step is touched', () => {
    const state = initialWizardState();
    expect(visibleErrors(state)).toEqual({});
    expect(errorSummary(state)).toBeNull();
  });

  it('shows the error of a touched field only, and the summary lists every wrong field of the step', () => {
    const state = run(initialWizardState(), { type: 'touch', field: 'age' });
    expect(visibleErrors(state)).toEqual({ age: 'Please select an age range' });
    expect(errorSummary(state)).toEqual([
      { field: 'age', label: 'Age range' },
      { field: 'gender', label: 'Gender' },
      { field: 'relationship', label: 'Relationship' },
    ]);
  });

  it('choosing a value touches the field and takes it off the summary', () => {
    const state = run(initialWizardState(), { type: 'set', field: 'gender', value: 'male' });
    expect(state.touched).toEqual(['gender']);
    expect(visibleErrors(state)).toEqual({});
    expect(errorSummary(state)?.map((item) => item.label)).toEqual(['Age range', 'Relationship']);
  });

  it('typing without touching (touch: false) keeps errors quiet until the field is left', () => {
    const typed = run(withValues(complete, 2), { type: 'set', field: 'budgetMin', value: '500', touch: false });
    expect(visibleErrors(typed)).toEqual({});
    const left = run(typed, { type: 'touch', field: 'budgetMin' });
    // The order message sits under the maximum, and leaving either amount shows it.
    expect(errorSummary(left)).toEqual([{ field: 'budgetMax', label: 'Maximum budget' }]);
    expect(visibleErrors(left)).toEqual({ budgetMax: 'Maximum budget must be greater than minimum' });
  });

  it("a touched minimum does not reveal the maximum's own problems", () => {
    const state = run(withValues({ ...complete, budgetMax: '' }, 2), { type: 'touch', field: 'budgetMin' });
    expect(visibleErrors(state)).toEqual({});
    expect(errorSummary(state)).toEqual([{ field: 'budgetMax', label: 'Maximum budget' }]);
  });

  it('the summary goes away when the step is complete', () => {
    const state = run(initialWizardState(), { type: 'touch', field: 'name' });
    expect(errorSummary(state)).not.toBeNull();
    const done = run(
      state,
      { type: 'set', field: 'age', value: '18-25' },
      { type: 'set', field: 'gender', value: 'non-binary' },
      { type: 'set', field: 'relationship', value: 'Sibling' },
    );
    expect(errorSummary(done)).toBeNull();
  });

  it('the interests message shows when the last interest is taken away', () => {
    const state = run(withValues({ interests: ['Art'] }, 3), { type: 'set', field: 'interests', value: [] });
    expect(visibleErrors(state)).toEqual({ interests: 'Please select at least one interest' });
    expect(errorSummary(state)).toEqual([{ field: 'interests', label: 'Interests' }]);
  });
});

describe('moving between steps', () => {
  it('Next needs the current step complete', () => {
    const stuck = run(initialWizardState(), { type: 'next' });
    expect(stuck.step).toBe(1);
    const moved = run(withValues(complete, 1, ['age']), { type: 'next' });
    expect(moved.step).toBe(2);
    expect(moved.touched).toEqual([]);
  });

  it('goes through all four steps and no further', () => {
    const end = run(withValues(complete), { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(end.step).toBe(4);
  });

  it('Previous is always allowed, even from an invalid step 3, and clears the errors', () => {
    const state = withValues({ ...complete, interests: [] }, 3, ['interests']);
    expect(visibleErrors(state)).not.toEqual({});
    const back = run(state, { type: 'back' });
    expect(back.step).toBe(2);
    expect(back.touched).toEqual([]);
    expect(visibleErrors(back)).toEqual({});
    expect(back.values.interests).toEqual([]);
    expect(run(back, { type: 'back' }, { type: 'back' }).step).toBe(1);
  });

  it('Start Over (reset) brings back a fresh wizard from anywhere, an invalid step too', () => {
    expect(run(withValues(complete, 9), { type: 'reset' })).toEqual(initialWizardState());
  });

  it('finds the first incomplete step', () => {
    expect(firstIncompleteStep(complete)).toBeNull();
    expect(firstIncompleteStep({ ...complete, occasion: '' })).toBe(2);
    expect(firstIncompleteStep(initialWizardState().values)).toBe(1);
  });
});

describe('the save-recipient checkbox and the request', () => {
  it('shows the checkbox only with a name', () => {
    expect(showsSaveRecipient(withValues({ name: '' }))).toBe(false);
    expect(showsSaveRecipient(withValues({ name: '   ' }))).toBe(false);
    expect(showsSaveRecipient(withValues({ name: 'Ada' }))).toBe(true);
  });

  it('builds the spec profile, saving the named recipient by default', () => {
    expect(toRecommendationRequest(withValues(complete, 4))).toEqual({
      profile: {
        name: 'Ada',
        age: '26-35',
        gender: 'female',
        relationship: 'Friend',
        occasion: 'Birthday',
        budget: { min: 20, max: 80 },
        interests: ['Books', 'Coffee'],
        personalityTraits: ['Creative'],
        additionalInfo: 'Loves poetry',
      },
      saveRecipient: true,
    });
  });

  it('does not save when unticked or when there is no name', () => {
    const unticked = run(withValues(complete, 4), { type: 'setSaveRecipient', value: false });
    expect(toRecommendationRequest(unticked)?.saveRecipient).toBe(false);
    expect(toRecommendationRequest(withValues({ ...complete, name: '' }, 4))?.saveRecipient).toBe(false);
  });

  it('refuses to build a request while a step is incomplete', () => {
    expect(toRecommendationRequest(withValues({ ...complete, interests: [] }, 4))).toBeNull();
  });

  it('pre-fills from a saved recipient, keeps unknown interests out, sends its id and saves nothing new', () => {
    const state = prefillFromRecipient(recipient);
    expect(state.step).toBe(1);
    expect(state.values).toMatchObject({
      name: 'Grandma Rose',
      age: '65+',
      gender: 'female',
      relationship: 'Extended Family',
      interests: ['Cooking', 'Gardening'],
      // In the lists' own order.
      personalityTraits: ['Homebody', 'Traditional'],
      additionalInfo: 'Has a small greenhouse',
      occasion: '',
      budgetMin: '0',
      budgetMax: '100',
    });
    expect(showsSaveRecipient(state)).toBe(false);
    const ready = run(state, { type: 'set', field: 'occasion', value: 'Birthday' });
    expect(toRecommendationRequest(ready)).toMatchObject({ saveRecipient: false, recipientId: recipient.id });
  });

  it('pre-fills what a recipient lacks as empty', () => {
    const state = prefillFromRecipient({ ...recipient, age: null, gender: null, relationship: null, additional_info: null });
    expect(state.values).toMatchObject({ age: '', gender: '', relationship: '', additionalInfo: '' });
  });
});

describe('keeping the answers across a reload', () => {
  it('stores and loads the whole state for the same person', () => {
    const store = memoryStore();
    const state = withValues(complete, 3, ['interests']);
    saveWizardState(store, 'user-1', state);
    expect(loadWizardState(store, 'user-1')).toEqual(state);
  });

  it("starts fresh for someone else's state, a broken entry, or no storage", () => {
    const store = memoryStore();
    saveWizardState(store, 'user-1', withValues(complete, 3));
    expect(loadWizardState(store, 'user-2')).toEqual(initialWizardState());
    store.data.set(WIZARD_STORAGE_KEY, '{not json');
    expect(loadWizardState(store, 'user-1')).toEqual(initialWizardState());
    expect(loadWizardState(null, 'user-1')).toEqual(initialWizardState());
  });

  it('keeps an out-of-range step (shown as an invalid step) and drops unknown choices', () => {
    const store = memoryStore();
    store.data.set(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ owner: 'u', state: { ...withValues(complete, 7), values: { ...complete, age: 'ancient', interests: ['Books', 'Nope'] } } }),
    );
    const loaded = loadWizardState(store, 'u');
    expect(loaded.step).toBe(7);
    expect(loaded.values.age).toBe('');
    expect(loaded.values.interests).toEqual(['Books']);
  });

  it('never resumes past an incomplete step', () => {
    const store = memoryStore();
    saveWizardState(store, 'u', withValues({ ...complete, occasion: '' }, 4, ['additionalInfo']));
    const loaded = loadWizardState(store, 'u');
    expect(loaded.step).toBe(2);
    expect(loaded.touched).toEqual([]);
  });

  it('survives a storage that refuses to write', () => {
    const refusing: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveWizardState(refusing, 'u', initialWizardState())).not.toThrow();
  });
});

describe('nextBlockedReason: why Next is disabled (issue 19)', () => {
  it('names the first missing answer of the step, from the start', () => {
    const { values } = initialWizardState();
    expect(nextBlockedReason(values, 1)).toBe('Choose an age range to continue');
    expect(nextBlockedReason({ ...complete, occasion: '' }, 2)).toBe('Choose an occasion to continue');
    expect(nextBlockedReason({ ...complete, budgetMax: '' }, 2)).toBe('Set a budget to continue');
    expect(nextBlockedReason({ ...complete, budgetMin: '90', budgetMax: '80' }, 2)).toBe('Make the maximum budget greater than the minimum to continue');
    expect(nextBlockedReason({ ...complete, interests: [] }, 3)).toBe('Choose at least one interest to continue');
  });

  it('is null on a complete step', () => {
    for (const step of [1, 2, 3, 4]) expect(nextBlockedReason(complete, step)).toBeNull();
  });
});
