// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonSummary } from '#shared/schemas/social';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/components/ui/toaster';
import { RelationActions } from './relation-actions';

type Options = { onError?: (error: unknown) => void };
const state = vi.hoisted(() => ({ failure: null as unknown, calls: [] as { hook: string; input: unknown }[] }));
vi.mock('#client/features/social/api/social-api', () => {
  const hook = (name: string) => () => ({
    isPending: false,
    mutate: (input: unknown, options?: Options) => {
      state.calls.push({ hook: name, input });
      if (state.failure) options?.onError?.(state.failure);
    },
  });
  return {
    useSendRequest: hook('send'),
    useRespondRequest: hook('respond'),
    useCancelRequest: hook('cancel'),
    useRemoveFriend: hook('remove'),
    useUnblock: hook('unblock'),
  };
});
vi.mock('#client/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const bo = (relation: PersonSummary['relation'], connectionId: string | null = null): PersonSummary => ({
  id: 'bo',
  displayName: 'Bo',
  avatarUrl: null,
  location: null,
  relation,
  connectionId,
  mutualFriends: 0,
});

afterEach(() => {
  cleanup();
  state.calls.length = 0;
  state.failure = null;
  vi.mocked(toast.error).mockClear();
});

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
const button = (name: string) => screen.getAllByRole('button').find((b) => b.textContent === name)!;

describe('RelationActions', () => {
  it('offers what fits how the two are related', () => {
    const cases: [PersonSummary['relation'], string[]][] = [
      ['none', ['Add friend Bo']],
      ['request-sent', ['Cancel request Bo']],
      ['request-received', ['Accept Bo', 'Decline Bo']],
      ['friend', ['Remove friend Bo']],
      ['blocked', ['Unblock Bo']],
      ['self', []],
    ];
    for (const [relation, expected] of cases) {
      render(<RelationActions person={bo(relation, 'req-1')} />);
      expect(buttons(), relation).toEqual(expected);
      cleanup();
    }
  });

  it('answers a received request by the request id', () => {
    render(<RelationActions person={bo('request-received', 'req-1')} />);
    fireEvent.click(button('Decline Bo'));
    expect(state.calls).toEqual([{ hook: 'respond', input: { id: 'req-1', response: 'declined' } }]);
  });

  it("shows the server's 'Connection already exists' when it refuses the request", () => {
    state.failure = new ApiError({ code: 'VALIDATION_ERROR', status: 409, message: 'Connection already exists', serverMessage: 'Connection already exists' });
    render(<RelationActions person={bo('none')} />);
    fireEvent.click(button('Add friend Bo'));
    expect(toast.error).toHaveBeenCalledWith('Connection already exists');
  });

  it("falls back to 'Failed to send friend request' and 'Failed to respond to friend request'", () => {
    state.failure = new ApiError({ code: 'UNKNOWN_ERROR', status: 500, message: 'Boom', serverMessage: 'Boom' });
    render(<RelationActions person={bo('none')} />);
    fireEvent.click(button('Add friend Bo'));
    cleanup();
    render(<RelationActions person={bo('request-received', 'req-1')} />);
    fireEvent.click(button('Accept Bo'));
    expect(vi.mocked(toast.error).mock.calls).toEqual([['Failed to send friend request'], ['Failed to respond to friend request']]);
  });
});
