import { DollarSign } from 'lucide-react';
import type { ComponentProps, Dispatch } from 'react';
import {
  AGE_RANGES,
  GENDERS,
  GIFT_OCCASIONS,
  type GiftOccasion,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
  type Relationship,
} from '#shared/constants/choice-lists';
import { ADDITIONAL_INFO_MAX_LENGTH, NAME_MAX_LENGTH } from '#shared/schemas/gift-finder';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { AGE_RANGE_LABELS, GENDER_LABELS } from '#client/lib/choice-labels';
import { type WizardAction, type WizardField, type WizardState, showsSaveRecipient } from '#client/features/gift-finder/wizard-state';
import { ChipGroup, onFocusLeave, RadioChips, WizardTextField } from './wizard-fields';

export interface StepProps {
  state: WizardState;
  errors: Partial<Record<WizardField, string>>;
  dispatch: Dispatch<WizardAction>;
  disabled?: boolean;
}

const touch = (dispatch: Dispatch<WizardAction>, field: WizardField) => () => dispatch({ type: 'touch', field });

/** Step 1, 'Tell us about them': name (optional), age range, gender, relationship. */
export function AboutStep({ state, errors, dispatch }: StepProps) {
  const { values } = state;
  return (
    <div className="flex flex-col gap-3">
      <WizardTextField field="name" label="Name (optional)" hint="Only used to save them for next time." error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            placeholder="e.g. Sam"
            value={values.name}
            onChange={(event) => dispatch({ type: 'set', field: 'name', value: event.target.value, touch: false })}
            onBlur={onFocusLeave(touch(dispatch, 'name'))}
          />
        )}
      </WizardTextField>
      <RadioChips
        field="age"
        legend="Age range"
        name="age"
        options={AGE_RANGES.map((value) => ({ value, label: AGE_RANGE_LABELS[value] }))}
        value={values.age}
        onChange={(value) => dispatch({ type: 'set', field: 'age', value })}
        onLeave={touch(dispatch, 'age')}
        error={errors.age}
        columns="grid-cols-4"
      />
      <RadioChips
        field="gender"
        legend="Gender"
        name="gender"
        options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
        value={values.gender}
        onChange={(value) => dispatch({ type: 'set', field: 'gender', value })}
        onLeave={touch(dispatch, 'gender')}
        error={errors.gender}
      />
      <WizardTextField field="relationship" label="Relationship" error={errors.relationship}>
        {(control) => (
          <NativeSelect
            {...control}
            name="relationship"
            value={values.relationship}
            onChange={(event) => dispatch({ type: 'set', field: 'relationship', value: event.target.value as Relationship })}
            onBlur={onFocusLeave(touch(dispatch, 'relationship'))}
          >
            <option value="" disabled>
              Choose how you know them
            </option>
            {RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {relationship}
              </option>
            ))}
          </NativeSelect>
        )}
      </WizardTextField>
    </div>
  );
}

function MoneyInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <DollarSign aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input {...props} type="number" inputMode="decimal" step="any" className="pl-9 tabular-nums" />
    </div>
  );
}

/** Step 2, 'Occasion & Budget': the occasion and the budget in dollars (default 0 to 100). */
export function OccasionStep({ state, errors, dispatch }: StepProps) {
  const { values } = state;
  return (
    <div className="flex flex-col gap-3">
      <WizardTextField field="occasion" label="Occasion" error={errors.occasion}>
        {(control) => (
          <NativeSelect
            {...control}
            name="occasion"
            value={values.occasion}
            onChange={(event) => dispatch({ type: 'set', field: 'occasion', value: event.target.value as GiftOccasion })}
            onBlur={onFocusLeave(touch(dispatch, 'occasion'))}
          >
            <option value="" disabled>
              Choose an occasion
            </option>
            {GIFT_OCCASIONS.map((occasion) => (
              <option key={occasion} value={occasion}>
                {occasion}
              </option>
            ))}
          </NativeSelect>
        )}
      </WizardTextField>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Budget (US dollars)</legend>
        <div className="grid grid-cols-2 gap-3">
          <WizardTextField field="budgetMin" label="Minimum budget" error={errors.budgetMin}>
            {(control) => (
              <MoneyInput
                {...control}
                name="budgetMin"
                min={0}
                value={values.budgetMin}
                onChange={(event) => dispatch({ type: 'set', field: 'budgetMin', value: event.target.value, touch: false })}
                onBlur={onFocusLeave(touch(dispatch, 'budgetMin'))}
              />
            )}
          </WizardTextField>
          <WizardTextField field="budgetMax" label="Maximum budget" error={errors.budgetMax}>
            {(control) => (
              <MoneyInput
                {...control}
                name="budgetMax"
                min={1}
                value={values.budgetMax}
                onChange={(event) => dispatch({ type: 'set', field: 'budgetMax', value: event.target.value, touch: false })}
                onBlur={onFocusLeave(touch(dispatch, 'budgetMax'))}
              />
            )}
          </WizardTextField>
        </div>
      </fieldset>
    </div>
  );
}

/** Step 3, 'Their Interests': the 24 interests, at least one. */
export function InterestsStep({ state, errors, dispatch }: StepProps) {
  const count = state.values.interests.length;
  return (
    <ChipGroup
      field="interests"
      legend="Interests"
      hint={count === 0 ? 'Pick at least one. More picks give better matches.' : `${count} selected`}
      options={INTERESTS}
      value={state.values.interests}
      onChange={(value) => dispatch({ type: 'set', field: 'interests', value })}
      onLeave={touch(dispatch, 'interests')}
      error={errors.interests}
    />
  );
}

/** Step 4, 'Final Details (Optional)': traits, anything else, and whether to save the named person. */
export function DetailsStep({ state, errors, dispatch, disabled }: StepProps) {
  const { values } = state;
  const name = values.name.trim();
  return (
    <div className="flex flex-col gap-3">
      <ChipGroup
        field="personalityTraits"
        legend="Personality traits"
        options={PERSONALITY_TRAITS}
        value={values.personalityTraits}
        onChange={(value) => dispatch({ type: 'set', field: 'personalityTraits', value })}
        onLeave={touch(dispatch, 'personalityTraits')}
        error={errors.personalityTraits}
      />
      <WizardTextField
        field="additionalInfo"
        label="Additional info"
        hint="Anything that helps: hobbies, favourite brands, what they already have."
        error={errors.additionalInfo}
      >
        {(control) => (
          <Textarea
            {...control}
            name="additionalInfo"
            rows={4}
            maxLength={ADDITIONAL_INFO_MAX_LENGTH}
            className="min-h-28"
            value={values.additionalInfo}
            onChange={(event) => dispatch({ type: 'set', field: 'additionalInfo', value: event.target.value, touch: false })}
            onBlur={onFocusLeave(touch(dispatch, 'additionalInfo'))}
          />
        )}
      </WizardTextField>
      {showsSaveRecipient(state) ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-border bg-muted/40 px-4 py-3 text-body has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
          <input
            type="checkbox"
            checked={state.saveRecipient}
            disabled={disabled}
            onChange={(event) => dispatch({ type: 'setSaveRecipient', value: event.target.checked })}
            className="size-5 shrink-0 accent-primary"
          />
          <span>Save {name} for future gift shopping</span>
        </label>
      ) : null}
      {state.recipientId && state.recipientName ? (
        <p className="text-sm text-muted-foreground">{state.recipientName} is already in your saved recipients.</p>
      ) : null}
    </div>
  );
}
