// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialWizardState, nextBlockedReason } from '#client/features/gift-finder/wizard-state';
import { WizardNextButton } from './wizard-next-button';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('WizardNextButton: why Next is disabled, beside it (issue 19)', () => {
  it('shows the reason at once, untouched, and links it to the disabled Next', () => {
    const { values } = initialWizardState();
    render(<WizardNextButton isLast={false} reason={nextBlockedReason({ ...values, age: '26-35', gender: 'female', relationship: 'Friend' }, 2)} busy={false} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose an occasion to continue')).toBeTruthy();
    expect(describedBy(next)).toEqual(['Choose an occasion to continue']);
  });

  it('keeps the error summary among its descriptions', () => {
    render(
      <>
        <p id="summary">Please complete the following required fields:</p>
        <WizardNextButton isLast reason="Check the personality traits to continue" busy={false} summaryId="summary" />
      </>,
    );
    const find = screen.getByRole('button', { name: 'Find Perfect Gifts' });
    expect(describedBy(find)).toEqual(['Check the personality traits to continue', 'Please complete the following required fields:']);
  });

  it('says nothing and is enabled when the step is complete', () => {
    render(<WizardNextButton isLast={false} reason={null} busy={false} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBeNull();
    expect(next.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/to continue/)).toBeNull();
  });
});
