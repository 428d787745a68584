import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { profileQuery } from '#client/features/profile/api/profile-api';
import { AvatarField } from '#client/features/profile/components/avatar-field';
import { ChangePasswordForm } from '#client/features/profile/components/change-password-form';
import { DeleteAccountSection } from '#client/features/profile/components/delete-account-section';
import { EmailPreferencesSection } from '#client/features/profile/components/email-preferences-section';
import { NotificationPreferencesSection } from '#client/features/profile/components/notification-preferences-section';
import { GiftHistorySection } from '#client/features/profile/components/gift-history-section';
import { SocialProfileSection } from '#client/features/profile/components/social-profile-section';
import { ProfileDetailsForm } from '#client/features/profile/components/profile-details-form';
import { TimeZoneField } from '#client/features/profile/components/time-zone-field';
import { Skeleton } from '#client/components/ui/skeleton';
import { useSocialFeatures } from '#client/lib/site-config';

const SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'email-preferences', label: 'Email preferences' },
  { id: 'notification-preferences', label: 'Notifications' },
  { id: 'password', label: 'Password' },
  { id: 'gift-history', label: 'Gift History' },
  { id: 'delete-account', label: 'Delete account' },
] as const;

function Section({ id, title, description, tone, children }: { id: string; title: string; description?: string; tone?: 'danger'; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className={tone === 'danger' ? 'scroll-mt-24 border-destructive/40' : 'scroll-mt-24'}>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle id={`${id}-title`} className={tone === 'danger' ? 'text-destructive' : undefined}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="p-4 sm:p-6">{children}</CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your profile" className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-48 rounded-card" />
      ))}
    </div>
  );
}

/** /profile: the person's profile, photo, email preferences, password, gift history and account deletion. */
export default function ProfilePage() {
  const query = useQuery(profileQuery());
  // The social profile and its privacy only while the 'Social Features' site setting is on.
  const social = useSocialFeatures() === true;

  return (
    <div className="mx-auto flex w-full max-w-6xl gap-10 px-4 py-8 sm:py-12">
      <nav aria-label="Profile sections" className="sticky top-24 hidden h-fit w-48 shrink-0 lg:block">
        <ul className="flex flex-col gap-1">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="flex min-h-11 items-center rounded-control px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
          <p className="text-muted-foreground">What you tell us here shapes the gift ideas you see.</p>
        </header>
        {query.isPending ? (
          <ProfileSkeleton />
        ) : query.isError ? (
          <ErrorScreen error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <Section id="profile" title="Profile" description={query.data.email}>
              <div className="flex flex-col gap-8">
                <AvatarField name={query.data.name} avatarUrl={query.data.avatarUrl} />
                <ProfileDetailsForm key={query.data.id} profile={query.data} />
                <TimeZoneField />
              </div>
            </Section>
            {social ? (
              <Section id="social" title="Social profile" description="What friends and others see of you in the Social Hub, and who sees it.">
                <SocialProfileSection />
              </Section>
            ) : null}
            <Section id="email-preferences" title="Email preferences" description="Choose what we send you and when.">
              <EmailPreferencesSection />
            </Section>
            <Section id="notification-preferences" title="Notifications" description="For each kind of notification: in the app, by email, by push.">
              <NotificationPreferencesSection />
            </Section>
            <Section id="password" title="Change password" description="Changing it signs you out on your other devices.">
              <ChangePasswordForm hasPassword={query.data.hasPassword} />
            </Section>
            <Section id="gift-history" title="Gift History" description="The gifts you have given, and how they went.">
              <GiftHistorySection />
            </Section>
            <Section id="delete-account" title="Delete account" tone="danger">
              <DeleteAccountSection />
            </Section>
          </>
        )}
      </div>
    </div>
  );
}
