// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';
import { QueryState } from './query-state';

afterEach(cleanup);

describe('LoadFailure: the one could-not-be-loaded block', () => {
  it('announces the message at once and loads again from a real Try Again button', () => {
    const onRetry = vi.fn();
    render(<LoadFailure onRetry={onRetry}>Gift stats could not be loaded. Server down</LoadFailure>);
    expect(screen.getByRole('alert').textContent).toContain('Gift stats could not be loaded. Server down');
    const button = screen.getByRole('button', { name: 'Try Again' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('may be polite (role status) where the failure is not the page’s main content', () => {
    render(<LoadFailure role="status" onRetry={() => {}}>Our figures could not be loaded just now.</LoadFailure>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Our figures could not be loaded just now.');
  });

  it('with a title is a destructive banner holding the heading, the message and Try Again', () => {
    render(
      <LoadFailure title="Gifts could not be loaded" onRetry={() => {}}>
        Timed out
      </LoadFailure>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Gifts could not be loaded');
    expect(alert.textContent).toContain('Timed out');
    expect(alert.querySelector('button')?.textContent).toBe('Try Again');
  });

  it('shows a retry under way and refuses a second press', () => {
    const onRetry = vi.fn();
    render(<LoadFailure onRetry={onRetry} retrying retryingText="Trying again..." title="The statistics could not be loaded" />);
    const button = screen.getByRole('button', { name: 'Trying again...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

/** Only the fields QueryState reads. */
function fakeQuery<T>(state: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state } as unknown as UseQueryResult<T>;
}

describe('QueryState: a list’s loading, error and empty states', () => {
  const props = { what: 'friends', isEmpty: (data: string[]) => data.length === 0, empty: 'No friends yet.' };
  const list = (data: string[]) => (
    <ul>
      {data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );

  it('says what is loading while it loads', () => {
    render(<QueryState query={fakeQuery<string[]>({ isPending: true })} {...props}>{list}</QueryState>);
    expect(screen.getByRole('status').textContent).toBe('Loading friends');
  });

  it('names what failed, with the reason and a Try Again that refetches', () => {
    const query = fakeQuery<string[]>({ isError: true, error: new Error('Server down') });
    render(<QueryState query={query} {...props}>{list}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('Friends could not be loaded. Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty text for an empty answer, and the list otherwise', () => {
    const { rerender } = render(<QueryState query={fakeQuery<string[]>({ data: [] })} {...props}>{list}</QueryState>);
    expect(screen.getByText('No friends yet.')).toBeTruthy();
    rerender(<QueryState query={fakeQuery<string[]>({ data: ['Olga'] })} {...props}>{list}</QueryState>);
    expect(screen.getByRole('listitem').textContent).toBe('Olga');
    expect(screen.queryByText('No friends yet.')).toBeNull();
  });
});
