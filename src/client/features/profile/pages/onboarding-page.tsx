import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check, Gift, LogIn, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS } from '#shared/constants/choice-lists';
import type { OnboardingInput } from '#shared/schemas/profile';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import type { SessionUser } from '#client/lib/auth/auth-api';
import { useAuth } from '#client/lib/auth/auth-context';
import { useFinishOnboarding } from '#client/features/profile/api/profile-api';
import { AGE_RANGE_LABELS, GENDER_LABELS } from '#client/lib/choice-labels';
import { ChoiceChips } from '#client/components/ui/choice-chips';
import { profileFieldsSchema } from '#client/features/profile/profile-form-schema';
import { ChoiceRadios } from '#client/features/profile/components/choice-radios';
import { returnPathFrom } from '#client/lib/return-path';

const STEPS = [
  { key: 'interests', title: 'What are you into?', text: 'Pick as many interests as you like. They steer the gift ideas you see.' },
  { key: 'personalityTraits', title: 'How would you describe yourself?', text: 'A few words help us tell a practical gift from a playful one.' },
  { key: 'ageRange', title: 'What is your age range?', text: 'Gift ideas differ a lot between 18 and 65+.' },
  { key: 'gender', title: 'How do you describe your gender?', text: 'Optional, and only used to shape suggestions.' },
  { key: 'birthday', title: 'When is your birthday?', text: 'So friends can find something for you in time. Only the date is kept.' },
] as const;

type Values = z.input<ReturnType<typeof profileFieldsSchema>>;
type Output = z.output<ReturnType<typeof profileFieldsSchema>>;

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** What a signed-out visitor sees: onboarding needs an account, with the two ways in. */
function SignedOutOnboarding() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Gift aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Let's get to know you</h1>
      <p className="text-lg text-muted-foreground">
        Create a free account or sign in, then tell us your interests and a little about yourself. Giftwise uses it to suggest gifts that
        fit, for you and for the people you shop for.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/signup">
            <UserPlus aria-hidden="true" className="size-4" />
            Sign up
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </Link>
        </Button>
      </div>
    </div>
  );
}

function OnboardingFlow({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const finish = useFinishOnboarding();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'completed' | 'skipped' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const schema = profileFieldsSchema();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: {
      interests: user.profile.interests,
      personalityTraits: user.profile.personalityTraits,
      ageRange: (user.profile.ageRange ?? '') as Values['ageRange'],
      gender: (user.profile.gender ?? '') as Values['gender'],
      birthday: user.profile.birthday ?? '',
    },
  });
  const { errors } = form.formState;
  const [ageRange, gender] = useWatch({ control: form.control, name: ['ageRange', 'gender'] });
  const current = STEPS[step];
  const isLast = step === STEPS.length - 1;
  const target = returnPathFrom(location.state, searchParams.get('next'));

  const goTo = (next: number) => {
    form.clearErrors();
    setStep(next);
    // The new question is announced and focused, as a new page would be.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const submit = async (outcome: 'completed' | 'skipped') => {
    setFailure(null);
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success && outcome === 'completed') {
      await form.trigger();
      return;
    }
    // Skipping keeps whatever was chosen and valid; a half-typed birthday is left out.
    const values = parsed.success ? parsed.data : { interests: form.getValues('interests'), personalityTraits: form.getValues('personalityTraits') };
    const body: OnboardingInput = { outcome, ...values } as OnboardingInput;
    setPending(outcome);
    try {
      await finish.mutateAsync(body);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      const fields = isApiError(error) ? error.fields : undefined;
      for (const key of STEPS.map((s) => s.key)) if (fields?.[key]) form.setError(key, { message: fields[key] });
      setPending(null);
      return;
    }
    toast.success(outcome === 'completed' ? "You're all set!" : 'You can finish your profile any time', {
      description: outcome === 'completed' ? 'Your gift ideas now start from your profile.' : 'Find it under Profile in the menu.',
    });
    navigate(target, { replace: true });
  };

  const onNext = async () => {
    if (current.key === 'birthday' && !(await form.trigger('birthday'))) return;
    if (isLast) await submit('completed');
    else goTo(step + 1);
  };

  const progress = Math.round(((step + 1) / STEPS.length) * 100);
  const busy = pending !== null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-secondary uppercase">Welcome{user.name ? `, ${firstNameOf(user.name)}` : ''}</p>
        <h1 className="text-3xl font-bold tracking-tight">Tell us a little about you</h1>
        <p className="text-muted-foreground">Five quick questions. Skip any time and finish later from your profile.</p>
      </header>

      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm font-medium">
          <span>
            Step {step + 1} of {STEPS.length}
          </span>
          <span className="text-muted-foreground">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${STEPS.length}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 ref={headingRef} tabIndex={-1} className="text-title font-semibold outline-none">
              {current.title}
            </h2>
            <p className="text-muted-foreground">{current.text}</p>
          </div>
          {failure ? <Alert variant="destructive">{failure}</Alert> : null}

          {current.key === 'interests' ? (
            <Controller
              control={form.control}
              name="interests"
              render={({ field }) => (
                <ChoiceChips label="Interests" hideLabel options={INTERESTS} value={field.value} onChange={field.onChange} error={errors.interests?.message} />
              )}
            />
          ) : null}
          {current.key === 'personalityTraits' ? (
            <Controller
              control={form.control}
              name="personalityTraits"
              render={({ field }) => (
                <ChoiceChips
                  label="Personality traits"
                  hideLabel
                  options={PERSONALITY_TRAITS}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.personalityTraits?.message}
                />
              )}
            />
          ) : null}
          {current.key === 'ageRange' ? (
            <ChoiceRadios
              legend="Age range"
              options={AGE_RANGES.map((value) => ({ value, label: AGE_RANGE_LABELS[value] }))}
              registration={form.register('ageRange')}
              value={ageRange}
            />
          ) : null}
          {current.key === 'gender' ? (
            <ChoiceRadios
              legend="Gender"
              options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
              registration={form.register('gender')}
              value={gender}
            />
          ) : null}
          {current.key === 'birthday' ? (
            <FormField label="Birthday" error={errors.birthday?.message} className="max-w-xs">
              {(control) => <Input {...control} type="date" min="1900-01-01" {...form.register('birthday')} />}
            </FormField>
          ) : null}
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={() => void submit('skipped')} loading={pending === 'skipped'} loadingText="Skipping..." disabled={busy}>
          Skip for now
        </Button>
        <div className="flex gap-3 sm:ml-auto">
          {step > 0 ? (
            <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => goTo(step - 1)} disabled={busy}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          ) : null}
          <Button className="flex-1 sm:flex-none" onClick={() => void onNext()} loading={pending === 'completed'} loadingText="Saving..." disabled={busy}>
            {isLast ? (
              <>
                <Check aria-hidden="true" className="size-4" />
                Finish
              </>
            ) : (
              <>
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** /onboarding: a public route. Signed out, it explains itself; signed in, the five-step flow. */
export default function OnboardingPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignedOutOnboarding />;
  return <OnboardingFlow key={user.id} user={user} />;
}
