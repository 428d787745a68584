import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorScreen } from '../../errors/error-screen';
import { profileQuery } from '../api/profile-api';
import { AvatarField } from '../components/avatar-field';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { GiftHistorySection } from '../components/gift-history-section';
import { ProfileDetailsForm } from '../components/profile-details-form';

const SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'email-preferences', label: 'Email preferences' },
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
    <div aria-busy="true" aria-label="Loading your profile" className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <div className="size-24 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
        <div className="flex flex-col gap-2">
          <div className="h-6 w-48 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-4 w-64 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-card bg-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** /profile: the person's profile, photo, email preferences, password, gift history and account deletion. */
export default function ProfilePage() {
  const query = useQuery(profileQuery());

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
              </div>
            </Section>
            <Section id="email-preferences" title="Email preferences" description="Choose what we send you and when.">
              <EmailPreferencesSection />
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
