// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailRequestForm, type EmailRequestFormProps } from './email-request-form';

afterEach(cleanup);

function renderForm(overrides: Partial<EmailRequestFormProps> = {}) {
  const props: EmailRequestFormProps = {
    title: 'Reset your password',
    intro: 'Enter the email address of your account and we will send you a reset link.',
    submitLabel: 'Send Reset Email',
    cancelLabel: 'Cancel',
    send: vi.fn(async () => {}),
    sentMessage: 'Password reset email sent! Check your inbox for instructions.',
    errorMessage: (error) => `Error: ${(error as Error).message}`,
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<EmailRequestForm {...props} />);
  return props;
}

describe('EmailRequestForm: enter your email, we send a link', () => {
  it('is a form named by its heading, with the Email field filled from the sign-in form', () => {
    renderForm({ defaultEmail: 'olga@example.com' });
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('olga@example.com');
  });

  it('sends the address and says so in a success banner', async () => {
    const props = renderForm({ defaultEmail: 'olga@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect((await screen.findByRole('status')).textContent).toContain('Password reset email sent!');
    expect(props.send).toHaveBeenCalledWith('olga@example.com');
  });

  it('shows the failure text for what the server said', async () => {
    renderForm({ defaultEmail: 'olga@example.com', send: vi.fn(async () => Promise.reject(new Error('Too many requests'))) });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Too many requests');
  });

  it('checks the address before sending, and Cancel leaves', async () => {
    const props = renderForm({ cancelLabel: 'Back to Sign In' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(props.send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });
});
