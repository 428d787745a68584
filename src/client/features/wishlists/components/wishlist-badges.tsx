import { Archive, CalendarDays, Globe, Lock, Star, Users } from 'lucide-react';
import type { Wishlist } from '#shared/schemas/wishlists/lists';
import { formatCalendarDate, PRIVACY_LABELS } from '#client/features/wishlists/lib/wishlist-format';

const PRIVACY_ICONS = { public: Globe, friends: Users, private: Lock } as const;

function Chip({ children }: { children: React.ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 text-caption text-muted-foreground">
      {children}
    </li>
  );
}

/** Default list, privacy, occasion, event date and archived, as small chips. */
export function WishlistBadges({ wishlist, role }: { wishlist: Wishlist; role?: string }) {
  const PrivacyIcon = PRIVACY_ICONS[wishlist.privacy];
  return (
    <ul aria-label="About this list" className="flex flex-wrap gap-1.5">
      {wishlist.isDefault ? (
        <Chip>
          <Star aria-hidden="true" className="size-3" />
          Default list
        </Chip>
      ) : null}
      {role && role !== 'owner' ? <Chip>{role === 'editor' ? 'You edit' : 'You view'}</Chip> : null}
      <Chip>
        <PrivacyIcon aria-hidden="true" className="size-3" />
        {PRIVACY_LABELS[wishlist.privacy].label}
      </Chip>
      {wishlist.occasion ? <Chip>{wishlist.occasion}</Chip> : null}
      {wishlist.eventDate ? (
        <Chip>
          <CalendarDays aria-hidden="true" className="size-3" />
          <span className="sr-only">Event date </span>
          {formatCalendarDate(wishlist.eventDate)}
        </Chip>
      ) : null}
      {wishlist.archivedAt ? (
        <Chip>
          <Archive aria-hidden="true" className="size-3" />
          Archived
        </Chip>
      ) : null}
    </ul>
  );
}
