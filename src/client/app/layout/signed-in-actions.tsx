import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, type LucideIcon, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { NotificationCounts } from '#shared/schemas/notifications';
import { notificationKeys } from '#client/features/notifications/api/notifications-api';
import { markBadgeSeen } from '#client/features/notifications/api/notification-calls';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { useNotificationCounts } from '#client/features/notifications/hooks/use-notification-counts';
import { socialKeys } from '#client/kits/social';
import type { SessionUser } from '#client/lib/auth/auth-api';
import { badgeLabel, HEADER_BADGE_CAP } from '#shared/notifications/badge-caps';
import { useSocialFeatures } from '#client/lib/site-config';
import UserMenu from './user-menu';

type BadgeKind = 'wishlists' | 'social';

/**
 * Opening the page a badge points to marks those notifications as seen: the badge clears at once, and the
 * counts are read again once the server has answered.
 */
function useMarkBadgeSeen(kind: BadgeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markBadgeSeen(kind),
    onMutate: () => {
      queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (counts) => (counts ? { ...counts, [kind]: 0 } : counts));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
  });
}

function BadgeLink({ kind, to, name, icon: Icon, count }: { kind: BadgeKind; to: string; name: string; icon: LucideIcon; count: number }) {
  const markSeen = useMarkBadgeSeen(kind);
  const label = badgeLabel(count, HEADER_BADGE_CAP);
  return (
    <Link
      to={to}
      onClick={() => markSeen.mutate()}
      aria-label={label ? `${name}, ${label} new` : name}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <Icon aria-hidden="true" className="size-5" />
      {label ? (
        <span
          aria-hidden="true"
          data-testid={`${kind}-badge`}
          className="tabular absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground"
        >
          {label}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * A friend request or new friend activity raises the counts (over the notification stream, at once): the social
 * screens on show read again, so an open hub lists the request without a reload. The first reading is skipped.
 */
function useRefreshSocialOnNewCounts(unread: number, social: number) {
  const queryClient = useQueryClient();
  const previous = useRef<{ unread: number; social: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { unread, social };
    if (before && (unread > before.unread || social > before.social)) void queryClient.invalidateQueries({ queryKey: socialKeys.all });
  }, [unread, social, queryClient]);
}

/**
 * The signed-in end of the header: wishlist and social badges, the bell, and the avatar menu. The social badge
 * shows only while the 'Social Features' site setting is on.
 */
export default function SignedInActions({ user }: { user: SessionUser }) {
  const counts = useNotificationCounts();
  const social = useSocialFeatures() === true;
  useRefreshSocialOnNewCounts(counts.unread, counts.social);
  return (
    <>
      <BadgeLink kind="wishlists" to="/wishlists" name="Wishlist updates" icon={Heart} count={counts.wishlists} />
      {social ? <BadgeLink kind="social" to="/social" name="Friend activity" icon={Users} count={counts.social} /> : null}
      <NotificationBell />
      <UserMenu user={user} social={social} />
    </>
  );
}
