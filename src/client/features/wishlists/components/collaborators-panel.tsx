import { useQuery } from '@tanstack/react-query';
import { MailPlus, UserMinus, Users, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Collaborator, INVITABLE_ROLES, InviteInput } from '#shared/schemas/wishlists/collaborators';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { initialsOf } from '#client/lib/initials';
import {
  collaboratorsQuery,
  useChangeRole,
  useInvite,
  useRemoveCollaborator,
  useRevokeInvitation,
} from '#client/features/wishlists/api/wishlist-api';
import { ConfirmDialog } from '#client/features/wishlists/components/confirm-dialog';
import { issuesByField } from '#client/features/wishlists/lib/wishlist-format';

const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const;
const ROLE_HINTS = 'Editors add and change items; viewers look and can claim gifts.';

function Avatar({ person }: { person: Pick<Collaborator, 'name' | 'avatarUrl'> }) {
  return person.avatarUrl ? (
    <img src={person.avatarUrl} alt="" className="size-10 shrink-0 rounded-full border border-border object-cover" />
  ) : (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground">
      {initialsOf(person.name)}
    </span>
  );
}

/** Who works on the list: the owner invites by email, changes roles and removes people; a member can leave. */
export function CollaboratorsPanel({ wishlistId, canManage }: { wishlistId: string; canManage: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const list = useQuery(collaboratorsQuery(wishlistId));
  const invite = useInvite(wishlistId);
  const revoke = useRevokeInvitation(wishlistId);
  const changeRole = useChangeRole(wishlistId);
  const remove = useRemoveCollaborator(wishlistId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof INVITABLE_ROLES)[number]>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Collaborator | null>(null);

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    const checked = InviteInput.safeParse({ email, role });
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync({ email: email.trim(), role });
      toast.success(`Invitation sent to ${email.trim()}`);
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else toast.error(isApiError(error) ? error.message : 'Could not send the invitation. Please try again.');
    }
  };

  const leaving = removing?.userId === user?.id;
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        if (leaving) {
          toast.success('You left the list');
          void navigate('/wishlists');
        } else toast.success(`${removing.name} was removed`);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not remove them. Please try again.'),
    });

  return (
    <section aria-labelledby="collaborators-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="collaborators-heading" className="flex items-center gap-2 text-title font-semibold">
          <Users aria-hidden="true" className="size-5" />
          Collaborators
        </h2>
        <p className="text-sm text-muted-foreground">{ROLE_HINTS}</p>
      </div>
      {list.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading collaborators</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <LoadFailure className="items-baseline gap-1 text-sm text-destructive" retryVariant="link" retrySize="md" onRetry={() => void list.refetch()}>
          {isApiError(list.error) ? list.error.message : 'Collaborators could not be loaded.'}
        </LoadFailure>
      ) : (
        <>
          <ul aria-label="Collaborators" className="flex flex-col divide-y divide-border">
            {list.data.collaborators.map((person) => (
              <li key={person.id} data-testid="collaborator" className="flex flex-wrap items-center gap-3 py-3">
                <Avatar person={person} />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">
                    {person.name}
                    {person.userId === user?.id ? ' (you)' : ''}
                  </span>
                  <span className="truncate text-caption text-muted-foreground">{person.email}</span>
                </div>
                {canManage && person.role !== 'owner' ? (
                  <>
                    <label className="sr-only" htmlFor={`role-${person.id}`}>
                      Role of {person.name}
                    </label>
                    <NativeSelect
                      id={`role-${person.id}`}
                      className="w-32"
                      value={person.role}
                      disabled={changeRole.isPending}
                      onChange={(e) => {
                        const role = e.target.value as (typeof INVITABLE_ROLES)[number];
                        // The promise, not mutate's per-call callbacks: those are skipped when the refetch after
                        // the change re-renders the row first, and the toast was lost.
                        changeRole.mutateAsync({ collaboratorId: person.id, role }).then(
                          () => toast.success(`${person.name} is now ${role === 'editor' ? 'an editor' : 'a viewer'}`),
                          (error: unknown) => toast.error(isApiError(error) ? error.message : 'Could not change the role.'),
                        );
                      }}
                    >
                      {INVITABLE_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect>
                    <Button variant="ghost" size="icon" aria-label={`Remove ${person.name}`} onClick={() => setRemoving(person)}>
                      <UserMinus aria-hidden="true" className="size-4" />
                    </Button>
                  </>
                ) : (
                  <span className="rounded-full border border-border px-2 py-0.5 text-caption text-muted-foreground">{ROLE_LABELS[person.role]}</span>
                )}
                {!canManage && person.userId === user?.id && person.role !== 'owner' ? (
                  <Button variant="ghost" size="sm" className="h-11 sm:h-9" onClick={() => setRemoving(person)}>
                    Leave list
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {canManage && list.data.invitations.length ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">Waiting for an answer</h3>
              <ul aria-label="Pending invitations" className="flex flex-col gap-2">
                {list.data.invitations.map((invitation) => (
                  <li key={invitation.id} data-testid="pending-invitation" className="flex items-center gap-3 rounded-control border border-dashed border-input px-3 py-2 text-sm">
                    <span className="min-w-0 flex-1 truncate">{invitation.email}</span>
                    <span className="text-caption text-muted-foreground">{ROLE_LABELS[invitation.role]}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () => toast.success('Invitation withdrawn'),
                          onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not withdraw the invitation.'),
                        })
                      }
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {canManage ? (
        <form onSubmit={(event) => void onInvite(event)} noValidate aria-label="Invite by email" className="flex flex-col gap-3 rounded-card border border-border p-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <FormField label="Email" error={errors.email}>
              {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </FormField>
            <FormField label="Role" error={errors.role}>
              {(control) => (
                <NativeSelect {...control} value={role} onChange={(e) => setRole(e.target.value as (typeof INVITABLE_ROLES)[number])}>
                  {INVITABLE_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <Button type="submit" variant="secondary" className="self-start" loading={invite.isPending} loadingText="Sending...">
            <MailPlus aria-hidden="true" className="size-4" />
            Send invitation
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={leaving ? 'Leave this list?' : `Remove ${removing?.name ?? ''}?`}
        description={leaving ? 'You will no longer see the list unless you are invited again.' : 'They will no longer see or change the list.'}
        confirmLabel={leaving ? 'Leave list' : 'Remove'}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
