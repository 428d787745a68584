import { type FormEvent, useRef, useState } from 'react';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS, RELATIONSHIPS } from '#shared/constants/choice-lists';
import type { Recipient } from '#shared/schemas/recipients';
import { Button } from '#client/components/ui/button';
import { ChoiceChips } from '#client/components/ui/choice-chips';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Switch } from '#client/components/ui/switch';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { AGE_RANGE_LABELS, GENDER_LABELS } from '#client/lib/choice-labels';
import { useCreateRecipient, useUpdateRecipient } from '#client/features/recipients/api/recipients-api';
import { EMPTY_RECIPIENT, formValuesOf, payloadErrors, type RecipientFormValues, toPayload } from '#client/features/recipients/lib/recipient-form';

type Errors = Partial<Record<keyof RecipientFormValues, string>>;

export interface RecipientFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Editing this recipient; absent when adding one. */
  recipient?: Recipient;
}

/** today as YYYY-MM-DD in the person's own time zone: a birthday is not in the future. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function ReminderSwitch({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-control border border-border p-3">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** Add or edit a recipient: every field of core-app.md 3 and what gift apps keep besides (issue 11). */
export function RecipientFormDialog({ open, onOpenChange, recipient }: RecipientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={recipient ? `Edit ${recipient.name}` : 'Add recipient'}
        description="Only you see what you write here."
        className="max-w-2xl"
      >
        {/* Keyed, so each opening starts from the recipient as saved. */}
        {open ? <RecipientForm key={recipient?.id ?? 'new'} recipient={recipient} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RecipientForm({ recipient, onDone }: { recipient?: Recipient; onDone(): void }) {
  const [values, setValues] = useState<RecipientFormValues>(recipient ? formValuesOf(recipient) : EMPTY_RECIPIENT);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateRecipient();
  const update = useUpdateRecipient();
  const saving = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  // After the errors have rendered, the first field that has one takes the focus.
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const set = <K extends keyof RecipientFormValues>(key: K, value: RecipientFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first submit, errors follow each change (lib/forms.ts's rule).
    if (submitted) setErrors(payloadErrors(next));
  };
  const text = (key: keyof RecipientFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = payloadErrors(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    try {
      const payload = toPayload(values);
      const saved = recipient ? await update.mutateAsync({ id: recipient.id, changes: payload }) : await create.mutateAsync(payload);
      toast.success(recipient ? `${saved.name} updated` : `${saved.name} saved`);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields as Errors);
        focusFirstError();
      }
      toast.error(isApiError(error) ? error.message : 'Could not save the recipient');
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={recipient ? `Edit ${recipient.name}` : 'Add recipient'} className="flex flex-col gap-5">
      <FormField label="Name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" {...text('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Relationship" error={errors.relationship}>
          {(control) => (
            <NativeSelect {...control} {...text('relationship')}>
              <option value="">Not set</option>
              {RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {relationship}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Age range" error={errors.age}>
          {(control) => (
            <NativeSelect {...control} {...text('age')}>
              <option value="">Not set</option>
              {AGE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {AGE_RANGE_LABELS[range]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Gender" error={errors.gender}>
          {(control) => (
            <NativeSelect {...control} {...text('gender')}>
              <option value="">Not set</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Birthday" error={errors.birthday} hint="It appears on your calendar every year, with a reminder.">
          {(control) => <Input {...control} type="date" min="1900-01-01" max={localToday()} {...text('birthday')} />}
        </FormField>
        <FormField label="Email" error={errors.email} hint="Kept for your records; reminders come to you, never to them.">
          {(control) => <Input {...control} type="email" autoComplete="off" {...text('email')} />}
        </FormField>
      </div>
      <ChoiceChips label="Interests" options={INTERESTS} value={values.interests} onChange={(next) => set('interests', next as RecipientFormValues['interests'])} error={errors.interests} />
      <ChoiceChips
        label="Personality traits"
        options={PERSONALITY_TRAITS}
        value={values.personality_traits}
        onChange={(next) => set('personality_traits', next as RecipientFormValues['personality_traits'])}
        error={errors.personality_traits}
      />
      <FormField label="Additional info" error={errors.additional_info}>
        {(control) => <Textarea {...control} rows={3} className="min-h-20" {...text('additional_info')} />}
      </FormField>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-semibold">Sizes and favourites</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Clothing size" error={errors.clothing_size}>
            {(control) => <Input {...control} {...text('clothing_size')} />}
          </FormField>
          <FormField label="Shoe size" error={errors.shoe_size}>
            {(control) => <Input {...control} {...text('shoe_size')} />}
          </FormField>
          <FormField label="Ring size" error={errors.ring_size}>
            {(control) => <Input {...control} {...text('ring_size')} />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Favourite brands" hint="Separate them with commas." error={errors.favorite_brands}>
            {(control) => <Input {...control} {...text('favorite_brands')} />}
          </FormField>
          <FormField label="Favourite stores" hint="Separate them with commas." error={errors.favorite_stores}>
            {(control) => <Input {...control} {...text('favorite_stores')} />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Dislikes" error={errors.dislikes}>
            {(control) => <Textarea {...control} rows={2} className="min-h-16" {...text('dislikes')} />}
          </FormField>
          <FormField label="Allergies" error={errors.allergies}>
            {(control) => <Textarea {...control} rows={2} className="min-h-16" {...text('allergies')} />}
          </FormField>
          <FormField label="Things they already have" error={errors.already_has}>
            {(control) => <Textarea {...control} rows={2} className="min-h-16" {...text('already_has')} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold">Reminders</legend>
        <ReminderSwitch
          id="recipient-email-reminders"
          label="Email reminders"
          hint="Email me before their birthday and occasions."
          checked={values.email_reminders}
          onChange={(next) => set('email_reminders', next)}
        />
        <ReminderSwitch
          id="recipient-push-reminders"
          label="Push reminders"
          hint="Remind me in the app as well."
          checked={values.push_reminders}
          onChange={(next) => set('push_reminders', next)}
        />
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} loadingText="Saving...">
          {recipient ? 'Save changes' : 'Add recipient'}
        </Button>
      </div>
    </form>
  );
}
