import { describe, expect, it } from 'vitest';
import { CreateRecommendationRequest, WIZARD_MESSAGES, WizardStep1, WizardStep2, WizardStep3, WizardStep4 } from './gift-finder';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('wizard step 1 (core-app.md 5)', () => {
  it('requires age, gender and relationship, with the spec messages; name is optional', () => {
    expect(messages(WizardStep1.safeParse({}))).toEqual({
      age: WIZARD_MESSAGES.age,
      gender: WIZARD_MESSAGES.gender,
      relationship: WIZARD_MESSAGES.relationship,
    });
    expect(WizardStep1.safeParse({ age: '26-35', gender: 'female', relationship: 'Friend' }).success).toBe(true);
    expect(WIZARD_MESSAGES).toMatchObject({
      age: 'Please select an age range',
      gender: 'Please select a gender',
      relationship: 'Please select your relationship',
    });
  });
});

describe('wizard step 2', () => {
  const ok = { occasion: 'Birthday', budget: { min: 0, max: 100 } };
  it('requires an occasion', () => {
    expect(messages(WizardStep2.safeParse({ ...ok, occasion: '' }))).toEqual({ occasion: 'Please select an occasion' });
  });
  it('needs a maximum above 0, a minimum not negative and the minimum below the maximum', () => {
    expect(WizardStep2.safeParse(ok).success).toBe(true);
    expect(messages(WizardStep2.safeParse({ ...ok, budget: { min: 0, max: 0 } }))['budget.max']).toBe(
      'Please set a valid maximum budget',
    );
    expect(messages(WizardStep2.safeParse({ ...ok, budget: { min: -1, max: 50 } }))['budget.min']).toBe(
      'Minimum budget cannot be negative',
    );
    expect(messages(WizardStep2.safeParse({ ...ok, budget: { min: 50, max: 50 } }))['budget.max']).toBe(
      'Maximum budget must be greater than minimum',
    );
    expect(WizardStep2.safeParse({ ...ok, budget: { min: 49, max: 50 } }).success).toBe(true);
  });
});

describe('wizard steps 3 and 4', () => {
  it('needs at least one interest', () => {
    expect(messages(WizardStep3.safeParse({ interests: [] }))).toEqual({ interests: 'Please select at least one interest' });
    expect(WizardStep3.safeParse({ interests: ['Coffee'] }).success).toBe(true);
  });
  it('has no required field in step 4', () => {
    expect(WizardStep4.parse({})).toEqual({ personalityTraits: [], additionalInfo: '' });
  });
});

describe('CreateRecommendationRequest', () => {
  it('accepts a whole profile and saves the recipient by default', () => {
    const parsed = CreateRecommendationRequest.parse({
      profile: {
        name: 'Sam',
        age: '26-35',
        gender: 'male',
        relationship: 'Friend',
        occasion: 'Birthday',
        budget: { min: 10, max: 60 },
        interests: ['Music'],
      },
    });
    expect(parsed.saveRecipient).toBe(true);
    expect(parsed.profile.personalityTraits).toEqual([]);
  });
});
