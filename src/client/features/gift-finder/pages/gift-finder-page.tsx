import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, LoaderCircle, RotateCcw } from 'lucide-react';
import { type Dispatch, type ReactNode, useEffect, useId, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WIZARD_MESSAGES, WIZARD_STEPS } from '#shared/schemas/gift-finder';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { useCreateRun } from '#client/kits/gift-runs';
import { recipientQuery } from '#client/features/gift-finder/api/recipient-api';
import { focusWizardField } from '#client/features/gift-finder/components/wizard-fields';
import { WizardNextButton } from '#client/features/gift-finder/components/wizard-next-button';
import { WizardProgress } from '#client/features/gift-finder/components/wizard-progress';
import { AboutStep, DetailsStep, InterestsStep, OccasionStep, type StepProps } from '#client/features/gift-finder/components/wizard-steps';
import {
  clearWizardState,
  errorSummary,
  isStepComplete,
  firstWrongField,
  isValidStep,
  loadWizardState,
  nextBlockedReason,
  saveWizardState,
  stepTitle,
  toRecommendationRequest,
  visibleErrors,
  type WizardAction,
  wizardReducer,
  type WizardState,
} from '#client/features/gift-finder/wizard-state';

const STEP_INTROS: Record<number, string> = {
  1: 'A few basics help us pick gifts that suit them.',
  2: 'What is the gift for, and how much would you like to spend?',
  3: 'Pick everything they are into. Each interest widens the search.',
  4: 'All optional: the more we know, the better the match.',
};

const STEP_BODIES: Record<number, (props: StepProps) => ReactNode> = {
  1: AboutStep,
  2: OccasionStep,
  3: InterestsStep,
  4: DetailsStep,
};

/** sessionStorage when the browser allows it (private modes may refuse). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function InvalidStep({ onStartOver }: { onStartOver(): void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4">
        <Alert variant="destructive" title={WIZARD_MESSAGES.invalidStep} className="w-full">
          Your answers could not be read back. Start over to find gifts from the first step.
        </Alert>
        <Button onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start Over
        </Button>
      </CardContent>
    </Card>
  );
}

/** The summary under the buttons: why Next cannot be pressed yet, with a way to each field and Start Over. */
function ErrorSummary({
  id,
  items,
  onStartOver,
  busy,
}: {
  id: string;
  items: { field: Parameters<typeof focusWizardField>[0]; label: string }[];
  onStartOver(): void;
  busy: boolean;
}) {
  return (
    <div id={id} className="flex flex-col gap-3 rounded-control border border-destructive/30 bg-destructive-soft p-4 text-destructive-soft-foreground">
      <p className="text-sm font-semibold">{WIZARD_MESSAGES.summary}</p>
      <ul className="flex flex-col gap-1 pl-1 text-sm">
        {items.map((item) => (
          <li key={item.field} className="flex items-center gap-2">
            <span aria-hidden="true">•</span>
            <button type="button" className="underline underline-offset-2 hover:no-underline" onClick={() => focusWizardField(item.field)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="self-start" data-wizard-nav="" onClick={onStartOver} disabled={busy}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Start Over
      </Button>
    </div>
  );
}

function useStoredWizard(ownerId: string): [WizardState, Dispatch<WizardAction>] {
  const [state, dispatch] = useReducer(wizardReducer, ownerId, (owner) => loadWizardState(sessionStore(), owner));
  useEffect(() => {
    saveWizardState(sessionStore(), ownerId, state);
  }, [ownerId, state]);
  return [state, dispatch];
}

function GiftFinder({ ownerId }: { ownerId: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, dispatch] = useStoredWizard(ownerId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const create = useCreateRun();

  // ?recipient={id}: pre-fill from a saved recipient, once (a reload keeps what was changed since).
  const recipientParam = searchParams.get('recipient');
  const wantsPrefill = recipientParam !== null && recipientParam !== '' && recipientParam !== state.recipientId;
  const recipient = useQuery({ ...recipientQuery(recipientParam ?? ''), enabled: wantsPrefill });
  useEffect(() => {
    if (wantsPrefill && recipient.data && recipient.data.id === recipientParam) dispatch({ type: 'prefill', recipient: recipient.data });
  }, [wantsPrefill, recipient.data, recipientParam, dispatch]);

  // A new step is announced and focused, as a new page would be (not on the first render).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    // Keep the progress in sight (below the sticky header) when the new step starts above the fold.
    const progress = progressRef.current;
    if (progress && progress.getBoundingClientRect().top < 72) progress.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  const busy = create.isPending;
  const startOver = () => {
    create.reset();
    dispatch({ type: 'reset' });
    if (searchParams.has('recipient')) {
      const next = new URLSearchParams(searchParams);
      next.delete('recipient');
      setSearchParams(next, { replace: true });
    }
  };

  const submit = () => {
    const request = toRecommendationRequest(state);
    if (!request || busy) return;
    create.mutate(request, {
      onSuccess: (run) => {
        clearWizardState(sessionStore());
        navigate(`/recommendations?run=${encodeURIComponent(run.id)}`);
      },
    });
  };

  const header = (
    <header className="flex flex-col gap-2">
      <p className="text-sm font-semibold tracking-wide text-secondary uppercase">AI Gift Finder</p>
      <h1 className="text-3xl font-bold tracking-tight">Find a gift for someone</h1>
      <p className="text-muted-foreground">Four quick steps, then picks that fit their interests and your budget, each with the reasons it suits them.</p>
    </header>
  );

  if (!isValidStep(state.step)) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
        {header}
        <InvalidStep onStartOver={startOver} />
      </div>
    );
  }

  if (wantsPrefill && recipient.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
        {header}
        <PageSpinner label="Loading their saved details" />
      </div>
    );
  }

  const errors = visibleErrors(state);
  const summary = errorSummary(state);
  const complete = isStepComplete(state.values, state.step);
  const isLast = state.step === WIZARD_STEPS;
  const StepBody = STEP_BODIES[state.step];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      {header}
      <div ref={progressRef} className="scroll-mt-24">
        <WizardProgress step={state.step} />
      </div>

      {wantsPrefill && recipient.isError ? (
        <Alert variant="warning" title="That saved recipient could not be loaded">
          {isApiError(recipient.error) && (recipient.error.status === 404 || recipient.error.status === 400)
            ? 'It may have been deleted. You can still fill in their details below.'
            : 'Please try again later, or fill in their details below.'}
        </Alert>
      ) : null}
      {state.recipientId && state.recipientName && state.step === 1 ? (
        <Alert variant="info">Using {state.recipientName}’s saved details. Change anything you like.</Alert>
      ) : null}

      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 ref={headingRef} tabIndex={-1} className="text-title font-semibold outline-none">
              {stepTitle(state.step)}
            </h2>
            <p className="text-muted-foreground">{STEP_INTROS[state.step]}</p>
          </div>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!complete) {
                // Next is disabled, yet pressed: say what is missing and go to the first of it.
                dispatch({ type: 'attempt' });
                const first = firstWrongField(state.values, state.step);
                if (first) focusWizardField(first);
              } else if (isLast) submit();
              else dispatch({ type: 'next' });
            }}
            className="flex flex-col gap-5"
          >
            <StepBody state={state} errors={errors} dispatch={dispatch} disabled={busy} />

            {create.isError ? (
              <Alert variant="destructive" title="We could not find gifts just now">
                <div className="flex flex-col items-start gap-3">
                  <span>{isApiError(create.error) ? create.error.message : 'Something went wrong. Please try again.'}</span>
                  <Button type="submit" size="sm" variant="outline">
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Try Again
                  </Button>
                </div>
              </Alert>
            ) : null}

            <div className={isLast ? 'flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-start' : 'flex items-start gap-3 border-t border-border pt-5'}>
              <Button
                variant="outline"
                data-wizard-nav=""
                onClick={() => dispatch({ type: 'back' })}
                disabled={state.step === 1 || busy}
                className={isLast ? undefined : 'flex-1 sm:flex-none'}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <WizardNextButton
                isLast={isLast}
                reason={complete ? null : nextBlockedReason(state.values, state.step)}
                busy={busy}
                summaryId={summary ? summaryId : undefined}
                className={isLast ? 'sm:ml-auto' : 'flex-1 sm:ml-auto sm:flex-none'}
              />
            </div>
            <div aria-live="polite">
              {busy ? (
                <div className="flex items-center gap-3 rounded-control bg-muted px-4 py-3">
                  <LoaderCircle aria-hidden="true" className="size-5 shrink-0 text-primary motion-safe:animate-spin" />
                  <p className="text-sm">Matching gifts to their interests and your budget. This can take a few seconds.</p>
                </div>
              ) : summary ? (
                <ErrorSummary id={summaryId} items={summary} onStartOver={startOver} busy={busy} />
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** /gift-for-someone: the four-step gift finder (core-app.md 2, 4, 5). The route guard has a person by now. */
export default function GiftFinderPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <GiftFinder key={user.id} ownerId={user.id} />;
}
