// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecipientChoice, RecipientSelect, type RecipientSelectProps } from './recipient-select';

afterEach(cleanup);

const loaded = (data: RecipientChoice[]) => ({ data, isPending: false, isError: false, error: null }) as const;
const pending = { data: undefined, isPending: true, isError: false, error: null } as const;
const failed = { data: undefined, isPending: false, isError: true, error: new Error('Recipients are resting') } as const;
const OLGA = { id: 'b2222222-2222-4222-8222-222222222222', name: 'Olga' };
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

function Harness(props: Omit<RecipientSelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <RecipientSelect {...props} value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('RecipientSelect: the one chooser of saved recipients', () => {
  it('offers No recipient and the names, labelled, and reports the choice', () => {
    render(<Harness label="Given to" recipients={loaded([OLGA])} />);
    const select = screen.getByRole('combobox', { name: 'Given to' }) as HTMLSelectElement;
    expect(options()).toEqual(['No recipient', 'Olga']);
    fireEvent.change(select, { target: { value: OLGA.id } });
    expect(screen.getByRole('status').textContent).toBe(OLGA.id);
  });

  it('optional: stays usable while the names load, and a load failure leaves No recipient', () => {
    const { rerender } = render(<Harness label="Given to" recipients={pending} />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(false);
    expect(options()).toEqual(['No recipient']);
    rerender(<Harness label="Given to" recipients={failed} />);
    expect(screen.queryByText('Recipients are resting')).toBeNull();
  });

  it('required: waits for the list, then asks for a choice', () => {
    const { rerender } = render(<Harness label="Recipient" required recipients={pending} />);
    expect((screen.getByRole('combobox', { name: 'Recipient' }) as HTMLSelectElement).disabled).toBe(true);
    expect(options()).toEqual(['Loading recipients…']);
    rerender(<Harness label="Recipient" required recipients={loaded([OLGA])} />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(false);
    expect(options()).toEqual(['Choose a recipient', 'Olga']);
  });

  it('required: says why the list is missing, and the server’s word on the field wins', () => {
    const { rerender } = render(<Harness label="Recipient" required recipients={failed} />);
    const select = screen.getByRole('combobox', { name: 'Recipient' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Recipients are resting')).toBeTruthy();
    rerender(<Harness label="Recipient" required recipients={failed} error="Choose one of your recipients" />);
    expect(screen.getByText('Choose one of your recipients')).toBeTruthy();
    expect(screen.queryByText('Recipients are resting')).toBeNull();
  });
});
