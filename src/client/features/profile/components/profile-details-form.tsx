import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS } from '#shared/constants/choice-lists';
import type { ProfileResponse } from '#shared/schemas/profile';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { FORM_MODE } from '#client/lib/forms';
import { useUpdateProfile } from '#client/features/profile/api/profile-api';
import { AGE_RANGE_LABELS, GENDER_LABELS } from '#client/lib/choice-labels';
import { type ProfileFormOutput, type ProfileFormValues, profileFormSchema } from '#client/features/profile/profile-form-schema';
import { ChoiceChips } from '#client/components/ui/choice-chips';

const FIELDS = ['name', 'interests', 'personalityTraits', 'ageRange', 'gender', 'birthday'] as const;

function valuesOf(profile: ProfileResponse): ProfileFormValues {
  return {
    name: profile.name,
    interests: profile.interests,
    personalityTraits: profile.personalityTraits,
    ageRange: (profile.ageRange ?? '') as ProfileFormValues['ageRange'],
    gender: (profile.gender ?? '') as ProfileFormValues['gender'],
    birthday: profile.birthday ?? '',
  };
}

/** today as YYYY-MM-DD in the person's own time zone, for the date picker's upper bound. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Name, interests, personality traits, age range, gender and birthday, saved together. */
export function ProfileDetailsForm({ profile }: { profile: ProfileResponse }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema()),
    ...FORM_MODE,
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success('Profile updated');
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      for (const name of FIELDS) if (fields?.[name]) form.setError(name, { message: fields[name] });
      toast.error(isApiError(error) ? error.message : 'Failed to update profile');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details" className="flex flex-col gap-6">
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>

      <Controller
        control={form.control}
        name="interests"
        render={({ field: { value, onChange } }) => (
          <ChoiceChips
            label="Interests"
            hint={value.length ? `${value.length} chosen` : 'None chosen yet. Pick a few so gift ideas suit you.'}
            options={INTERESTS}
            value={value}
            onChange={onChange}
            error={errors.interests?.message}
          />
        )}
      />

      <Controller
        control={form.control}
        name="personalityTraits"
        render={({ field: { value, onChange } }) => (
          <ChoiceChips
            label="Personality traits"
            hint={value.length ? `${value.length} chosen` : 'None chosen yet. Which words describe you?'}
            options={PERSONALITY_TRAITS}
            value={value}
            onChange={onChange}
            error={errors.personalityTraits?.message}
          />
        )}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Age range" error={errors.ageRange?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('ageRange')}>
              <option value="">Not set</option>
              {AGE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {AGE_RANGE_LABELS[range]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Gender" error={errors.gender?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('gender')}>
              <option value="">Not set</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Birthday" error={errors.birthday?.message}>
          {(control) => <Input {...control} type="date" max={localToday()} min="1900-01-01" {...form.register('birthday')} />}
        </FormField>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save changes
        </Button>
        {isDirty && !isSubmitting ? (
          <Button variant="ghost" onClick={() => form.reset(valuesOf(profile))}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
