import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, MailX } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeApi } from '#shared/api/email';
import type { UnsubscribeFlags, UnsubscribeStatus } from '#shared/schemas/unsubscribe';
import { Logo } from '#client/components/logo';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { call, queryKeyFor } from '#client/lib/api-call';
import { initialChoices, SCOPE_NAMES, summaryOf, UNSUBSCRIBE_CHOICES } from '#client/features/unsubscribe/unsubscribe-choices';


function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <div className="flex w-full max-w-lg flex-col gap-6">
        <Logo className="self-center" />
        {children}
      </div>
    </div>
  );
}

/** A link that is missing its token, was altered, or was never ours. */
function InvalidLink({ missing }: { missing?: boolean }) {
  return (
    <Card role="alert">
      <CardHeader className="items-center text-center">
        <MailX aria-hidden="true" className="size-10 text-destructive" strokeWidth={1.75} />
        <CardTitle as="h1">{missing ? 'This unsubscribe link is incomplete' : 'This unsubscribe link is not valid'}</CardTitle>
        <CardDescription>
          {missing
            ? 'The link is missing its code. Open it again from the email, or copy the whole address into your browser.'
            : 'The link may have been changed or cut short. Open it again from the email, or sign in to choose which emails you get.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/profile#email-preferences">Sign in to manage emails</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ChoicesForm({ token, status }: { token: string; status: UnsubscribeStatus }) {
  const [choices, setChoices] = useState<UnsubscribeFlags>(() => initialChoices(status));
  const [saved, setSaved] = useState<UnsubscribeStatus | null>(null);
  const save = useMutation({
    mutationFn: (flags: UnsubscribeFlags) => call(unsubscribeApi.update, { body: { token, ...flags } }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices, {
      onSuccess: (result) => setSaved(result),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not save your choice. Please try again.'),
    });
  };

  if (saved) {
    const anyOff = saved.unsubscribed.all || saved.unsubscribed.marketing || saved.unsubscribed.reminders;
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-success-soft-foreground" strokeWidth={1.75} />
          <CardTitle as="h1">{anyOff ? "You're unsubscribed" : 'Your email preferences are saved'}</CardTitle>
          <CardDescription>
            {summaryOf(saved.unsubscribed)} This applies to <strong className="text-foreground">{saved.email}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={() => setSaved(null)}>
            Change my choice
          </Button>
          <Button asChild>
            <Link to="/">Go to Giftwise</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const anyChosen = choices.all || choices.marketing || choices.reminders;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Email preferences</CardTitle>
        <CardDescription>
          For <strong className="text-foreground">{status.email}</strong>. This link came with a {SCOPE_NAMES[status.scope]} email. Tick what you
          no longer want to receive.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} aria-label="Unsubscribe" className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Unsubscribe from</legend>
            {UNSUBSCRIBE_CHOICES.map((choice) => {
              const coveredByAll = choice.key !== 'all' && choices.all;
              const id = `unsubscribe-${choice.key}`;
              return (
                <div key={choice.key} className="flex items-start gap-3 rounded-control border border-border p-3">
                  <input
                    id={id}
                    type="checkbox"
                    checked={choices[choice.key] || coveredByAll}
                    disabled={coveredByAll || save.isPending}
                    onChange={(event) => setChoices((current) => ({ ...current, [choice.key]: event.target.checked }))}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-5 shrink-0 accent-primary"
                  />
                  <div className="flex flex-col gap-0.5">
                    <label htmlFor={id} className="font-medium">
                      {choice.label}
                    </label>
                    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                      {coveredByAll ? 'Included in All emails.' : choice.hint}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
          {status.updatedAt ? (
            <Alert variant="info">
              Currently: {summaryOf(status.unsubscribed)}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            {anyChosen ? 'Unsubscribe' : 'Save preferences'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * /unsubscribe?token=… from an email, without signing in (bare page). Opening it only reads what the signed
 * token covers; nothing changes until the person presses the button (a POST).
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useQuery({
    queryKey: queryKeyFor(unsubscribeApi.status, { query: { token } }),
    queryFn: ({ signal }) => call(unsubscribeApi.status, { query: { token } }, { signal }),
    enabled: token !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (!token) body = <InvalidLink missing />;
  else if (link.isPending) {
    body = (
      <Card>
        <CardContent className="flex justify-center py-12">
          <Spinner size="lg" label="Checking your link" showLabel />
        </CardContent>
      </Card>
    );
  } else if (link.isError) {
    body =
      isApiError(link.error) && link.error.status === 400 ? (
        <InvalidLink />
      ) : (
        <Card role="alert">
          <CardHeader className="text-center">
            <CardTitle as="h1">We could not open your email preferences</CardTitle>
            <CardDescription>{isApiError(link.error) ? link.error.message : 'Please try again.'}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button onClick={() => void link.refetch()}>Try Again</Button>
          </CardContent>
        </Card>
      );
  } else body = <ChoicesForm token={token} status={link.data} />;

  return <Frame>{body}</Frame>;
}
