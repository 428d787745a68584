import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CONTACT_LIMITS, type ContactMessageFields, ContactMessageInput } from '#shared/schemas/contact';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { FORM_MODE, fieldRegistrar } from '#client/lib/forms';
import { sendContactMessage } from '#client/features/content/api/contact-api';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function failureText(error: unknown): string {
  if (isApiError(error) && error.code === 'RATE_LIMIT_EXCEEDED') {
    return 'You have sent several messages in a short time. Please wait a few minutes before sending another.';
  }
  if (isApiError(error) && error.code === 'VALIDATION_ERROR') return 'Please check the highlighted fields.';
  return isApiError(error) ? error.message : 'Your message could not be sent. Please try again.';
}

/** Name, Email, Subject and Message, checked with the same schema as the server; then a confirmation. */
export function ContactForm() {
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<ContactMessageFields, unknown, ContactMessageInput>({
    resolver: zodResolver(ContactMessageInput),
    ...FORM_MODE,
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });
  const { errors } = form.formState;

  // The session may answer after the form appeared: fill in who is writing unless they already typed.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', user.name);
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);
  const field = fieldRegistrar(form);
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (_result, fields) => {
      setSentTo({ name: fields.name, email: fields.email });
      toast.success('Message sent');
      form.reset({ name: fields.name, email: fields.email, subject: '', message: '' });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        for (const name of FIELDS) {
          const message = error.fields[name];
          if (message) form.setError(name, { message });
        }
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => send.mutateAsync(values).catch(() => undefined));

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-title font-semibold">Thank you, your message has been sent</h2>
        <p className="text-muted-foreground">
          We have emailed a confirmation to <span className="font-medium text-foreground">{sentTo.email}</span> and will reply
          to that address.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="flex flex-col gap-4">
      <h2 id="contact-form-title" className="text-title font-semibold">
        Send us a message
      </h2>
      {send.isError ? <Alert variant="destructive">{failureText(send.error)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" maxLength={CONTACT_LIMITS.name} {...field('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...field('email')} />}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} maxLength={CONTACT_LIMITS.subject} {...field('subject')} />}
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`At least ${CONTACT_LIMITS.messageMin} characters`}
        labelAside={
          <span className="tabular text-caption text-muted-foreground" aria-hidden="true">
            {messageLength}/{CONTACT_LIMITS.messageMax}
          </span>
        }
      >
        {(control) => <Textarea {...control} maxLength={CONTACT_LIMITS.messageMax} {...field('message')} />}
      </FormField>
      <Button type="submit" className="self-stretch sm:self-start" loading={send.isPending} loadingText="Sending...">
        <Send aria-hidden="true" className="size-4" />
        Send Message
      </Button>
    </form>
  );
}
